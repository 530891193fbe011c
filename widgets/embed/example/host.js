// The host page's own script: a file, as the page's CSP refuses inline scripts.
const docket = "https://docket.example";

const component = document.querySelector("docket-form");
const componentResult = document.getElementById("component-result");
component.addEventListener("docket-submitted", (event) => {
  componentResult.textContent = `Thank you: record ${event.detail.id} was created.`;
});
component.addEventListener("docket-error", (event) => {
  componentResult.textContent = event.detail.message;
});

const frame = document.getElementById("docket-frame");
const frameResult = document.getElementById("frame-result");
frame.style.width = "100%";
frame.style.border = "0";
window.addEventListener("message", (event) => {
  if (event.origin !== docket || event.source !== frame.contentWindow) return;
  const message = event.data;
  if (message.type === "docket-height") frame.style.height = `${message.height}px`;
  if (message.type === "docket-submitted")
    frameResult.textContent = `Thank you: record ${message.id} was created.`;
  if (message.type === "docket-error") frameResult.textContent = message.message;
});
