/// The names a sandbox gives the module of a type.
public enum ModuleNaming {
  /// What `load` takes: `Greeter` is `greeter`, `DataManager` `data-manager`.
  public static func loadName(ofType type: String) -> String {
    Identifier.kebab(type)
  }
}
