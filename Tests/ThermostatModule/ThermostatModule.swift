import StuntKit

/// The thermostat in the sandbox: one slot, one input, one field, and the state to print.
@MainActor
final class ThermostatModule: StuntModule {
  static let info = ModuleInfo(
    name: "thermostat", summary: "heats while the sensor reads below the target", seed: "docs/writing-a-module.md")
  static let slots: [any DeclaredSlot] = [TemperatureSensorDoubles.slot]
  static let fields = [Field("target", \ThermostatModule.thermostat.target, summary: "the temperature to reach")]

  enum Action: ModuleAction, CaseIterable, InputSummaries {
    case check
    var summary: String { "reads the sensor; heats if the room is colder than the target" }
  }

  struct State: Sendable {
    var target: Int
    var isHeating: Bool
    var problem: String?
  }

  let thermostat: Thermostat

  init(environment: ModuleEnvironment) {
    let sensor = TemperatureSensorDoubles.Swappable(dependency: environment.dependency(TemperatureSensorDoubles.slot))
    thermostat = Thermostat(sensor: sensor)
  }

  func send(_ action: Action) {
    switch action {
    case .check: thermostat.check()
    }
  }

  var state: any Sendable {
    State(target: thermostat.target, isHeating: thermostat.isHeating, problem: thermostat.problem)
  }
}
