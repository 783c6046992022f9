import StuntDoublesGeneration
import Foundation

/// The names a sandbox gives the module of a type.
public enum ModuleNaming {
  /// What a type's module, its file and its session are named after: the type's name, or for
  /// one declared with a raw identifier the plain identifier made of it (`SwiftName.plain`); ""
  /// for a name with no letter, which `stunt sandbox` refuses.
  static func baseName(ofType type: String) -> String {
    SwiftName.plain(type)
  }

  /// What `load` takes: `Greeter` is `greeter`, `DataManager` `data-manager`.
  public static func loadName(ofType type: String) -> String {
    SwiftName.kebab(baseName(ofType: type))
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
    baseName(ofType: type) + moduleSuffix
  }
}
