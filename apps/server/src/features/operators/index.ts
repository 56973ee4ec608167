// The operators feature's public entry: what other features use of it (docs/CODE_STYLE.md, "Feature folders").
export { isOperator } from "./require-operator";
export { grantOperator, listOperatorGrants, operatorWelcomeMail, revokeOperator } from "./operator-grants";
