// Destructive actions ask first: a form with data-confirm="…" submits only after the user
// agrees in the browser's confirm dialog. A file rather than an onsubmit attribute: the
// Content-Security-Policy runs scripts from /static/ only.
document.addEventListener("submit", (event) => {
  const question = event.target.dataset ? event.target.dataset.confirm : undefined;
  if (question && !window.confirm(question)) event.preventDefault();
});
