/**
 * The top bar search's strings, merged into the translation resources by i18n/index.ts. Every key
 * exists in both languages (i18n.test.ts checks it).
 */
export const en = {
  search: {
    label: "Search items, machines, assets and sensors",
    placeholder: "Search…",
    open: "Search",
    close: "Close search",
    results: "Search results",
    kinds: {
      items: "Items",
      machines: "Machines",
      assets: "Assets",
      sensors: "Sensors",
    },
    serial: "S/N {{serial}}",
    typeMore_one: "Type at least {{count}} character to search by name, tag or serial number.",
    typeMore_other: "Type at least {{count}} characters to search by name, tag or serial number.",
    searching: "Searching…",
    noResults: "Nothing found for “{{text}}”.",
    failed: "The search failed. Try again.",
    resultCount_one: "{{count}} result",
    resultCount_other: "{{count}} results",
  },
};

export const es = {
  search: {
    label: "Buscar equipos, máquinas, activos y sensores",
    placeholder: "Buscar…",
    open: "Buscar",
    close: "Cerrar la búsqueda",
    results: "Resultados de la búsqueda",
    kinds: {
      items: "Ítems",
      machines: "Máquinas",
      assets: "Activos",
      sensors: "Sensores",
    },
    serial: "N/S {{serial}}",
    typeMore_one: "Escriba al menos {{count}} carácter para buscar por nombre, etiqueta o número de serie.",
    typeMore_other:
      "Escriba al menos {{count}} caracteres para buscar por nombre, etiqueta o número de serie.",
    searching: "Buscando…",
    noResults: "No se encontró nada para «{{text}}».",
    failed: "La búsqueda falló. Inténtelo de nuevo.",
    resultCount_one: "{{count}} resultado",
    resultCount_other: "{{count}} resultados",
  },
};
