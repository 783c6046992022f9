import Foundation

/// The names a sandbox gives the module of a type.
public enum ModuleNaming {
  /// What `load` takes: `Greeter` is `greeter`, `DataManager` `data-manager`.
  public static func loadName(ofType type: String) -> String {
    Identifier.kebab(type)
  }

  /// The types whose modules a sandbox lists (`Greeter` for `GreeterModule.entry`).
  public static func sandboxedTypes(in folder: URL) -> [String] {
    let list = ModuleList.file(in: folder.appendingPathComponent("Sources/\(ManifestSource.executable)"))
    guard let data = FileManager.default.contents(atPath: list.path) else { return [] }
    return ModuleList.modules(in: String(decoding: data, as: UTF8.self)).compactMap { module in
      module.hasSuffix(moduleSuffix) ? String(module.dropLast(moduleSuffix.count)) : nil
    }
  }

  /// `Greeter` is `GreeterModule`.
  static let moduleSuffix = "Module"

  static func moduleTypeName(ofType type: String) -> String {
    type + moduleSuffix
  }
}
