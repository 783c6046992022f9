import Foundation

/// The names a sandbox gives the module of a type.
public enum ModuleNaming {
  /// What `load` takes: `Greeter` is `greeter`, `DataManager` `data-manager`.
  public static func loadName(ofType type: String) -> String {
    Identifier.kebab(type)
  }

  /// The types whose modules a sandbox's main.swift lists (`Greeter` for `GreeterModule.entry`).
  public static func sandboxedTypes(in folder: URL) -> [String] {
    let main = folder.appendingPathComponent("Sources/\(ManifestSource.executable)/\(MainSource.fileName)")
    guard let data = FileManager.default.contents(atPath: main.path) else { return [] }
    return MainSource.modules(in: String(decoding: data, as: UTF8.self)).compactMap { module in
      module.hasSuffix(moduleSuffix) ? String(module.dropLast(moduleSuffix.count)) : nil
    }
  }

  /// `Greeter` is `GreeterModule`.
  static let moduleSuffix = "Module"

  static func moduleTypeName(ofType type: String) -> String {
    type + moduleSuffix
  }
}
