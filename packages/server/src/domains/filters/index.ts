/** The filters domain's public module (issue 13): what other domains may use. */
export {};
