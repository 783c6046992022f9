@attached(peer, names: suffixed(Double))
public macro Conformer() = #externalMacro(module: "ConformerMacros", type: "ConformerMacro")
