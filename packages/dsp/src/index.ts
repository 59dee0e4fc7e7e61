/**
 * Signal processing for Plantwise (FFT, windows, spectra, envelope, integration, band values,
 * fault frequencies, alarm-zone evaluation and the worker pool). Depends on nothing of ours.
 *
 * The package is created by the foundation so the workspace and the API's dependency exist; its
 * functions arrive with the DSP issue.
 */
export const DSP_PACKAGE = "@plantwise/dsp" as const;
