// The two HTML shells. They carry no data and no inline script: the bundles read the
// verification code from the URL and fetch everything through the public API.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function shell(title: string, script: string, body: string, bodyClass: string, meta = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">${meta}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/review/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/review/assets/styles.css">
<script type="module" src="/review/assets/${script}"></script>
</head>
<body class="${bodyClass}">
${body}
</body>
</html>
`;
}

export function queuePage(): string {
  return shell(
    'Review queue · Contract parser',
    'queue.js',
    `<header class="topbar"><a class="brand" href="/review">Contract parser</a><span class="crumb">Review queue</span><span class="spacer"></span><span class="who" id="who" aria-live="polite"></span><button type="button" class="link-button" data-action="api-key">API key</button></header>
<main id="app" class="queue-main" aria-live="polite"><p class="muted">Loading…</p></main>`,
    'queue-body',
  );
}

export function reviewPage(code: string, options: { contractsPrefix?: string } = {}): string {
  // The page links to the employment contract interface only where this host serves it.
  const meta = options.contractsPrefix ? `\n<meta name="cp-contracts-prefix" content="${escapeHtml(options.contractsPrefix)}">` : '';
  return shell(
    `Review ${code} · Contract parser`,
    'review.js',
    `<header class="topbar" id="topbar"><a class="brand" href="/review">Contract parser</a><a class="crumb" href="/review">Review queue</a><span class="crumb current" id="doc-title">${escapeHtml(code)}</span><span class="spacer"></span><span id="status-slot"></span><div id="actions" class="actions"></div></header>
<div id="banner-slot" aria-live="polite"></div>
<main id="app" class="review-main"><p class="muted">Loading…</p></main>`,
    'review-body',
    meta,
  );
}
