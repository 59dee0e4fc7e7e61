/**
 * The words of a fault diagnosis (signals.faults) in each language the product speaks: the fault
 * names, the built-in recommendation of each fault, and the notes that say why a rule could not
 * run. The diagnosis answers in the caller's language (users.language: 1 English, 2 Spanish), so
 * the FFT page and a REST client read the same text.
 */
import type { DiagnosedFault, LanguageCode } from "@plantwise/shared";

type FaultKey = DiagnosedFault["key"];

interface FaultWords {
  names: Readonly<Record<FaultKey, string>>;
  /** What to do about a fault, when the company's library has no recommendation of its own. */
  recommendations: Readonly<Record<FaultKey, string>>;
  notes: {
    noCapture: string;
    unknownSpeed: string;
    noBearing: string;
    /** The DSP's reason stays as it was raised (a technical message). */
    notAnalysed: (reason: string) => string;
  };
}

export const FAULT_WORDS: Readonly<Record<LanguageCode, FaultWords>> = {
  en: {
    names: {
      imbalance: "Imbalance",
      misalignment: "Misalignment",
      looseness: "Looseness",
      bearing_outer_race: "Bearing outer race defect",
      bearing_inner_race: "Bearing inner race defect",
      bearing_ball: "Bearing ball defect",
    },
    recommendations: {
      imbalance: "Balance the rotor in place",
      misalignment: "Laser-align the shafts",
      looseness: "Check foot bolts and soft foot",
      bearing_outer_race: "Plan a bearing replacement",
      bearing_inner_race: "Plan a bearing replacement",
      bearing_ball: "Plan a bearing replacement",
    },
    notes: {
      noCapture: "No standard acceleration capture to diagnose yet.",
      unknownSpeed: "The running speed is unknown: set the item's RPM to diagnose order-related faults.",
      noBearing: "The item has no bearing: bearing defects are not diagnosed.",
      notAnalysed: (reason) => `The latest capture could not be analysed (${reason}).`,
    },
  },
  es: {
    names: {
      imbalance: "Desbalanceo",
      misalignment: "Desalineación",
      looseness: "Holgura",
      bearing_outer_race: "Defecto de pista exterior del rodamiento",
      bearing_inner_race: "Defecto de pista interior del rodamiento",
      bearing_ball: "Defecto de bola del rodamiento",
    },
    recommendations: {
      imbalance: "Balancee el rotor en sitio",
      misalignment: "Alinee los ejes con láser",
      looseness: "Revise los pernos de anclaje y la pata coja",
      bearing_outer_race: "Planifique el cambio del rodamiento",
      bearing_inner_race: "Planifique el cambio del rodamiento",
      bearing_ball: "Planifique el cambio del rodamiento",
    },
    notes: {
      noCapture: "Aún no hay una captura estándar de aceleración que diagnosticar.",
      unknownSpeed:
        "Se desconoce la velocidad de giro: indique las RPM del ítem para diagnosticar las fallas relacionadas con los órdenes.",
      noBearing: "El ítem no tiene rodamiento: no se diagnostican defectos de rodamiento.",
      notAnalysed: (reason) => `No se pudo analizar la última captura (${reason}).`,
    },
  },
};
