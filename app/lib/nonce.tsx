import { createContext, use } from "react";

/** The CSP nonce for inline scripts rendered on the server; empty in the browser (nonces are hidden there). */
export const NonceContext = createContext("");
export const useNonce = () => use(NonceContext);
