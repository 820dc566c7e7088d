import type { PipelineTask, PipelineTaskResult } from './worker-pool-messages.js';
export default function runPipeline(task: PipelineTask): Promise<PipelineTaskResult>;
//# sourceMappingURL=worker-pool-task.d.ts.map