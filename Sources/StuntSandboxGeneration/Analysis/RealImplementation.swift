/// How the package itself makes the production implementation of a protocol: the expression
/// the sandbox's `real` variant evaluates, and where it was read.
struct RealImplementation {
  /// `DirectoryNameProvider()`
  let expression: String
  /// The type it makes, when known.
  let typeName: String?
  /// `Sources/Greeting/Greeter.swift:15`
  let source: String
  /// The module the type is declared in, which the sandbox must import.
  let module: String?
}

extension RealImplementation {
  /// The implementation `index` shows for `protocolName`: the default value the type under
  /// test gives the dependency itself, else a conforming type the package's code or tests
  /// construct without needing anything of the place (`X()`, `X(path: "a.db")`), else a
  /// conforming type that can be made with no arguments.
  static func find(
    for protocolName: String, defaultValue: (expression: String, location: String)?, in index: PackageIndex
  ) -> RealImplementation? {
    if let defaultValue, let made = madeType(defaultValue.expression, in: index) {
      return RealImplementation(
        expression: defaultValue.expression, typeName: made.name, source: defaultValue.location, module: made.module)
    }
    let conformers = index.conformers(of: protocolName).filter { $0.access.isReachable && !$0.isGeneric && $0.kind != .actor }
    // The app's code first, then its tests: a test may make the real one with test data.
    let constructions = index.constructions.sorted { ($0.file.isTest ? 1 : 0, $0.file.path, $0.line) < ($1.file.isTest ? 1 : 0, $1.file.path, $1.line) }
    for construction in constructions {
      // Made where the sandbox can make it too: a private `init()` its own `static let shared` calls is not.
      guard let conformer = conformers.first(where: { $0.name == construction.typeName }),
        conformer.initializers.contains(where: { $0.isPlain && $0.parameters.count >= construction.argumentCount })
      else { continue }
      // `Inner()` written inside `Outer` is `Outer.Inner()` in the sandbox module.
      let expression = conformer.scope == nil ? construction.expression : conformer.qualifiedName + construction.expression.dropFirst(conformer.name.count)
      return RealImplementation(
        expression: expression, typeName: conformer.name, source: "\(construction.file.path):\(construction.line)",
        module: conformer.module)
    }
    if let conformer = conformers.first(where: \.isMadeWithoutArguments) {
      return RealImplementation(
        expression: "\(conformer.qualifiedName)()", typeName: conformer.name, source: conformer.file.location(of: conformer.syntax),
        module: conformer.module)
    }
    // A conformer that is only reached through its own shared instance (`NOOPMetricsHandler.instance`).
    for conformer in conformers {
      if let shared = conformer.sharedInstances.first {
        return RealImplementation(
          expression: "\(conformer.qualifiedName).\(shared.name)", typeName: conformer.name, source: shared.location, module: conformer.module)
      }
    }
    return nil
  }

  /// The package's type a default value makes: `X(...)`, or `X.shared`, whose base names the
  /// type (an implicit member like `.shared` needs the protocol's context, which a variant lacks).
  private static func madeType(_ expression: String, in index: PackageIndex) -> TypeDeclaration? {
    let head = expression.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard head.first?.isUppercase == true else { return nil }
    return index.types(named: String(head)).first
  }
}
