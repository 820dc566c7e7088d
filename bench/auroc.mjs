// How well a confidence score separates right values from wrong ones; shared by the accuracy and confidence benches.

/** Area under the ROC curve of `score` for separating label true from false (ties count half). */
export function auroc(pairs) {
  const pos = pairs.filter((p) => p.label).length, neg = pairs.length - pos;
  if (!pos || !neg) return NaN;
  const sorted = [...pairs].sort((a, b) => a.score - b.score);
  let rankSum = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && sorted[j].score === sorted[i].score) j++;
    const avgRank = (i + j + 1) / 2;
    for (let k = i; k < j; k++) if (sorted[k].label) rankSum += avgRank;
    i = j;
  }
  return (rankSum - (pos * (pos + 1)) / 2) / (pos * neg);
}
