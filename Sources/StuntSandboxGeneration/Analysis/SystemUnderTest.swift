import StuntDoublesGeneration
import SwiftSyntax

/// The type a sandbox is made for, read from the package's sources: how the module makes it,
/// its slots, its inputs, the fields `set` may change, and what it cannot offer and why.
struct SystemUnderTest {
  let type: TypeDeclaration
  /// The library product that exports the type's module.
  let product: PackageDescription.Product
  /// The initializer's arguments, in order, each `label: expression` in the module's `init`.
  let arguments: [String]
  let slots: [SandboxSlot]
  let inputs: [SandboxInput]
  let fields: [StoredProperty]
  /// Methods that are not inputs, each with the reason: a comment in the module says so.
  let leftOut: [String]
  /// Values the sandbox could not make up: each a function of the module's, `toBeWritten` until
  /// the user writes it; the module compiles, and `load` says what to write where.
  let unwritten: [UnwrittenValue]
  /// The modules the module's code names (the type's, the real implementations').
  let modules: [String]
  /// Whether a declaration the module names is internal, so it needs `@testable import`.
  let needsTestable: Bool
  /// The SPI groups a declaration the module names is in (`@_spi(Generated) public struct
  /// UniversalClient`), by module: imported with `@_spi(Generated) import`.
  let spi: [String: [String]]

  /// The name `load` takes: `greeter`, `data-manager`.
  var moduleName: String { ModuleNaming.loadName(ofType: type.name) }
  /// The sandbox module's class: `GreeterModule`.
  var moduleTypeName: String { ModuleNaming.moduleTypeName(ofType: type.name) }
  /// The property holding the instance under test: `greeter`; `environmentUnderTest` for a type
  /// named as one of the module's own members (Stencil's `Environment`).
  var instanceName: String {
    let name = SwiftName.lowerCamel(ModuleNaming.baseName(ofType: type.name))
    return SwiftName.escaped(ModuleSource.members.contains(name) ? name + "UnderTest" : name)
  }

  static func read(_ name: String, in index: PackageIndex) throws(SandboxError) -> SystemUnderTest {
    let candidates = index.types(named: name)
    guard let type = candidates.first else {
      let known = index.types.filter { !$0.file.isTest && [.class, .struct].contains($0.kind) }.map(\.name)
      throw SandboxError(
        "\(index.package.name) declares no class or struct named '\(name)'"
          + (known.isEmpty ? "" : " — it declares: " + Array(Set(known)).sorted().joined(separator: ", ")))
    }
    guard candidates.count == 1 else {
      let places = candidates.map { "\($0.qualifiedName) in \($0.module)" }
      throw SandboxError("'\(name)' names several types of \(index.package.name): " + places.joined(separator: ", ") + "; name one as written there")
    }
    switch type.kind {
    case .class, .struct: break
    case .actor: throw SandboxError("'\(name)' is an actor; the sandbox drives classes and structs, whose methods it calls on the main actor")
    case .enum: throw SandboxError("'\(name)' is an enum; the sandbox drives a class or a struct that holds its dependencies")
    }
    guard !ModuleNaming.baseName(ofType: type.name).isEmpty else {
      throw SandboxError("'\(SwiftName.bare(type.name))' has no letter to name its module, file and session after; sandbox a type that uses it")
    }
    guard !type.isGeneric else { throw SandboxError("'\(name)' is generic; write a module for one of its specializations by hand") }
    guard type.access.isReachable else { throw SandboxError("'\(name)' is \(type.access); make it internal at least, or sandbox a type that uses it") }
    guard let target = index.package.targets.first(where: { $0.c99name == type.module }),
      let product = index.package.library(exporting: target.name)
    else {
      throw SandboxError(
        "\(index.package.name)'s target \(type.module) is in no library product, so another package cannot import it; "
          + "add `.library(name: \"\(type.module)\", targets: [\"\(type.module)\"])` to its products")
    }
    var reader = Reader(type: type, index: index, product: product)
    return reader.read()
  }

  /// What reading one type gathers.
  private struct Reader {
    let type: TypeDeclaration
    let index: PackageIndex
    let product: PackageDescription.Product
    var slots: [SandboxSlot] = []
    var unwritten: [UnwrittenValue] = []
    var modules: [String] = []
    var needsTestable = false
    var spi: [String: [String]] = [:]

    init(type: TypeDeclaration, index: PackageIndex, product: PackageDescription.Product) {
      self.type = type
      self.index = index
      self.product = product
      modules = [type.module]
      needsTestable = !type.access.isPublic
      noteSPI(of: type.syntax.attributes, in: type.module)
    }

    /// Where the type's own code reads names: inside it.
    private var scope: String { type.qualifiedName }

    mutating func read() -> SystemUnderTest {
      let values = ValueTypes(index: index)
      let initializer = chosenInitializer()
      var arguments: [String] = []
      for parameter in initializer?.parameters ?? [] {
        let injection = Injection(parameter.type, in: index, scope: scope)
        if injection.slotCount == 0 {
          // A parameter with a default keeps it, as a caller that leaves it out does.
          if parameter.defaultValue != nil { continue }
          arguments.append(parameter.argument(value(for: parameter.type, in: scope, named: parameter.name, values)))
          continue
        }
        let defaultValue = parameter.defaultValue.map { ($0.trimmedDescription, type.file.location(of: $0)) }
        arguments.append(parameter.argument(expression(for: injection, named: parameter.name, defaultValue: defaultValue, values)))
      }
      let stored = type.storedProperties
      for property in stored where property.isSettable && !slots.contains(where: { $0.declaredName == property.name }) {
        guard let propertyType = property.type, case .slot(let protocolName, _) = Injection(propertyType, in: index, scope: scope) else { continue }
        let defaultValue = property.initialValue.map { ($0.trimmedDescription, type.file.location(of: $0)) }
        addSlot(named: property.name, protocolName, injectedBy: .property, defaultValue: defaultValue)
      }
      // Stored properties are read by reflection, which no access level stops; the initializer is called.
      if initializer.map({ !$0.access.isPublic }) ?? false { needsTestable = true }
      if let initializer { noteSPI(of: initializer.attributes, in: type.module) }
      let (inputs, leftOut) = readInputs(values)
      let fields = stored.filter { property in
        property.isSettable && ValueTypes.isField(property) && !slots.contains { $0.declaredName == property.name } && !SwiftName.plain(property.name).isEmpty
      }
      if fields.contains(where: { !$0.setterAccess.isPublic }) { needsTestable = true }
      return SystemUnderTest(
        type: type, product: product, arguments: arguments, slots: slots, inputs: inputs, fields: fields, leftOut: leftOut,
        unwritten: unwritten, modules: modules, needsTestable: needsTestable, spi: spi)
    }

    /// Keeps the SPI groups of `attributes` (`@_spi(Generated)`) for the imports of `module`.
    private mutating func noteSPI(of attributes: AttributeListSyntax, in module: String) {
      for attribute in attributes.compactMap({ $0.as(AttributeSyntax.self) }) where attribute.attributeName.trimmedDescription == "_spi" {
        guard let group = attribute.arguments?.trimmedDescription, !(spi[module]?.contains(group) ?? false) else { continue }
        spi[module, default: []].append(group)
      }
    }

    /// The plain initializer that takes the most dependencies; among equals, the one that needs
    /// the fewest made-up values, then the first declared.
    private func chosenInitializer() -> Initializer? {
      let plain = type.initializers.filter(\.isPlain)
      func score(_ initializer: Initializer) -> (Int, Int) {
        let injections = initializer.parameters.map { Injection($0.type, in: index, scope: scope) }
        let slots = injections.reduce(0) { $0 + $1.slotCount }
        let madeUp = zip(initializer.parameters, injections).filter { $0.0.defaultValue == nil && $0.1.slotCount == 0 }.count
        return (slots, -madeUp)
      }
      return plain.enumerated().max { lhs, rhs in
        let (left, right) = (score(lhs.element), score(rhs.element))
        return left != right ? left < right : lhs.offset > rhs.offset
      }?.element
    }

    /// The argument for an injection: a slot's client, a tuple of them, or a made-up value.
    private mutating func expression(
      for injection: Injection, named name: String, defaultValue: (String, String)?, _ values: ValueTypes
    ) -> String {
      switch injection {
      case .slot(let protocolName, _):
        return addSlot(named: name, protocolName, injectedBy: .initializer, defaultValue: defaultValue)
      case .tuple(let elements):
        let parts = elements.enumerated().map { offset, element in
          let elementName = element.label ?? "\(name)\(offset)"
          let value = expression(for: element.injection, named: elementName, defaultValue: nil, values)
          return element.label.map { "\($0): \(value)" } ?? value
        }
        return "(" + parts.joined(separator: ", ") + ")"
      case .value(let type, let scope):
        return value(for: type, in: scope, named: name, values)
      }
    }

    private mutating func value(for type: TypeSyntax, in scope: String?, named name: String, _ values: ValueTypes) -> String {
      if let made = values.placeholder(for: type, in: scope) { return made }
      var value = UnwrittenValue(name: name, type: index.spelled(type, in: scope))
      var number = 2
      while unwritten.contains(where: { $0.function == value.function }) {
        value.name = "\(name)\(number)"
        number += 1
      }
      unwritten.append(value)
      return "Self.\(value.function)()"
    }

    /// Adds a slot (named apart from those before it) and returns the local that holds its client.
    @discardableResult
    private mutating func addSlot(
      named name: String, _ protocolName: String, injectedBy point: SandboxSlot.InjectionPoint, defaultValue: (String, String)?
    ) -> String {
      let plain = SwiftName.plain(name).isEmpty ? "dependency" : SwiftName.plain(name)
      var unique = plain
      var number = 2
      while slots.contains(where: { $0.name == unique }) || ModuleSource.members.contains(unique) {
        unique = "\(plain)\(number)"
        number += 1
      }
      var real = RealImplementation.find(for: protocolName, defaultValue: defaultValue.map { (expression: $0.0, location: $0.1) }, in: index)
      if let module = real?.module, module != type.module {
        // Another target of the package: the sandbox can use it only through a library product.
        if let target = index.package.targets.first(where: { $0.c99name == module }), index.package.library(exporting: target.name) != nil {
          if !modules.contains(module) { modules.append(module) }
        } else {
          real = nil
        }
      }
      if let realType = real?.typeName, index.types(named: realType).contains(where: { !$0.access.isPublic }) { needsTestable = true }
      let declarations = PackageIndex.components(of: protocolName).compactMap { index.protocols[$0] }
      for declared in declarations {
        if !Access.of(declared.syntax.modifiers).access.isPublic { needsTestable = true }
        noteSPI(of: declared.syntax.attributes, in: declared.file.module)
        if !modules.contains(declared.file.module) { modules.append(declared.file.module) }
      }
      // A composition's slot is its own; one protocol's doc comment would describe half of it.
      let summary = (declarations.count == 1 ? declarations.first.flatMap { DocComment.line(of: $0.syntax) } : nil) ?? "\(type.name)'s \(name)"
      slots.append(
        SandboxSlot(name: unique, declaredName: name, protocolName: protocolName, summary: summary, injectedBy: point, real: real))
      return SwiftName.escaped(unique)
    }

    /// The methods the sandbox can call with typed values, and why each other one is left out.
    private mutating func readInputs(_ values: ValueTypes) -> ([SandboxInput], [String]) {
      var callable: [Method] = []
      var leftOut: [String] = []
      for method in type.methods where !method.isStatic && method.access.isReachable {
        // Operators are not methods one sends.
        guard !method.isOperator else { continue }
        if SwiftName.plain(method.name).isEmpty {
          leftOut.append("\(method.signature) has no letter to name an input by")
        } else if let parameter = method.parameters.first(where: { !SwiftName.isPlain(SwiftName.bare($0.name)) }) {
          leftOut.append("\(method.signature) takes \(SwiftName.bare(parameter.name)), a name `send` cannot take as a key")
        } else if method.isGeneric {
          leftOut.append("\(method.signature) is generic: which types it is called with cannot be told from typed values")
        } else if let parameter = method.parameters.first(where: { !$0.isPassedByValue }) {
          leftOut.append("\(method.signature) takes \(parameter.name) as a closure, inout or variadic parameter")
        } else if let parameter = method.parameters.first(where: { !values.isDecodable($0.type, in: scope) }) {
          leftOut.append("\(method.signature) takes \(parameter.name): \(parameter.typeText), which is not Decodable")
        } else if let parameter = method.parameters.first(where: { sample(of: $0, values) == .none }) {
          leftOut.append("\(method.signature) takes \(parameter.name): \(parameter.typeText), of which the sandbox cannot make a sample value")
        } else {
          callable.append(method)
          if !method.access.isPublic { needsTestable = true }
        }
      }
      let inputs = SandboxInput.naming(callable, of: type.name).map { input in
        var input = input
        input.samples = input.method.parameters.map { sample(of: $0, values) ?? nil }
        input.types = input.method.parameters.map { index.spelled($0.type, in: scope) }
        return input
      }
      return (inputs, leftOut)
    }

    /// The value a payload's `sample` gives a parameter: `.some(nil)` where the payload's
    /// property is optional, `.none` where nothing can be made up.
    private func sample(of parameter: Parameter, _ values: ValueTypes) -> String?? {
      if parameter.defaultValue != nil || parameter.type.is(OptionalTypeSyntax.self) { return .some(nil) }
      guard let value = values.placeholder(for: parameter.type, in: scope) else { return .none }
      return .some(value)
    }
  }
}
