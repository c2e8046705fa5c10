// SchemaManager editor.
// - "Add a property" appends a blank row to the formset (Django's empty_form with __prefix__
//   replaced by the next index) and bumps TOTAL_FORMS.
// - The raw-JSON box follows the fields and rows: it is rewritten with the definition they
//   describe (as schemas_app.forms.definition_from builds it) on every edit, unless "Save
//   from raw JSON" is ticked, when the box is the one being edited.
// - Description boxes in the rows grow to fit their text.
// - After "Preview tools" the page scrolls to the generated tools below the form.
document.addEventListener("DOMContentLoaded", () => {
  const form = document.getElementById("schema_form");
  const button = document.getElementById("mm-add-property");
  const template = document.getElementById("mm-empty-row");
  const total = document.getElementById("id_prop-TOTAL_FORMS");
  const body = document.querySelector("#mm-property-table tbody");
  const raw = document.getElementById("id_raw_json");
  const useRaw = document.getElementById("id_use_raw_json");
  if (!form || !button || !template || !total || !body) return;

  const text = (element) => (element ? element.value.trim() : "");

  function definition() {
    const properties = {};
    body.querySelectorAll("tr.mm-property").forEach((row) => {
      const field = (name) => row.querySelector('[name$="-' + name + '"]');
      const name = text(field("name"));
      if (!name || (field("DELETE") && field("DELETE").checked)) return;
      const spec = {
        type: field("type") ? field("type").value : "string",
        description: text(field("description")),
        required: Boolean(field("required") && field("required").checked),
      };
      const values = (field("enum") ? field("enum").value : "").split("\n").map((v) => v.trim()).filter(Boolean);
      if (values.length) spec.enum = values;
      if (text(field("edge_type"))) {
        spec.relationship = { edgeType: text(field("edge_type")), description: text(field("edge_description")) };
      }
      properties[name] = spec;
    });
    const additional = document.getElementById("id_additional_properties");
    return {
      name: "add_" + text(document.getElementById("id_type_name")),
      description: text(document.getElementById("id_description")),
      properties,
      additionalProperties: Boolean(additional && additional.checked),
    };
  }

  function followRows(event) {
    if (!raw || (useRaw && useRaw.checked)) return;
    if (event && (event.target === raw || event.target === useRaw)) return;
    raw.value = JSON.stringify(definition(), null, 2);
  }
  // Description boxes grow with what they hold, so a long description reads whole.
  const fit = (box) => { box.style.height = "auto"; box.style.height = box.scrollHeight + 2 + "px"; };
  body.querySelectorAll("textarea").forEach(fit);
  body.addEventListener("input", (event) => { if (event.target.tagName === "TEXTAREA") fit(event.target); });

  form.addEventListener("input", followRows);
  form.addEventListener("change", followRows);

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

  const preview = document.getElementById("mm-preview");
  if (form.dataset.previewed && preview) {
    preview.scrollIntoView({ block: "start" });
    preview.classList.add("mm-just-previewed");
  }
});
