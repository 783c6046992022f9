import StuntKit

extension ModuleEntry {
  /// The thermostat as the registry lists it: `ThermostatModule` is internal to its target.
  @MainActor public static var thermostat: ModuleEntry { ThermostatModule.entry }
}
