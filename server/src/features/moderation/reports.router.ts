/** Reports by members (api.md "Reports and moderation"): POST /reports, GET /reports/mine. */
export const reportProcedures = {};
