import StuntKit
import ThermostatModule

/// `Sources/BuiltInModules/ModuleRegistry.swift` with the thermostat's import and line added
/// (the built-in modules' lines are left out here).
public enum ModuleRegistry {
  @MainActor public static let all: [ModuleEntry] = [
    .thermostat,
  ]
}
