// SchemaManager editor: "Add a property" appends a blank row to the formset (Django's
// empty_form with __prefix__ replaced by the next index) and bumps TOTAL_FORMS.
document.addEventListener("DOMContentLoaded", () => {
  const button = document.getElementById("mm-add-property");
  const template = document.getElementById("mm-empty-row");
  const total = document.getElementById("id_prop-TOTAL_FORMS");
  const body = document.querySelector("#mm-property-table tbody");
  if (!button || !template || !total || !body) return;
  button.addEventListener("click", () => {
    const index = Number(total.value);
    const row = template.content.firstElementChild.cloneNode(true);
    row.querySelectorAll("[name], [id], label[for]").forEach((element) => {
      for (const attribute of ["name", "id", "for"]) {
        const value = element.getAttribute(attribute);
        if (value) element.setAttribute(attribute, value.replace("__prefix__", String(index)));
      }
    });
    body.appendChild(row);
    total.value = String(index + 1);
    row.querySelector("input")?.focus();
  });
});
