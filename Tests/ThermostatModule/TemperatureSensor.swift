import StuntKit

/// Where the thermostat reads the room's temperature: the dependency tests swap.
@Doubles
@MainActor
package protocol TemperatureSensor {
  /// whether it reads in °C; the thermostat switches it on
  var isCelsius: Bool { get set }
  /// the temperature now
  func read() throws -> Int
}

/// The sensor the app ships.
struct RoomSensor: TemperatureSensor {
  var isCelsius = true
  func read() throws -> Int { 21 }
}

extension TemperatureSensorDoubles {
  static let slot = Slot<any TemperatureSensor>(
    "sensor", summary: "where the thermostat reads the temperature", methods: methods,
    variants: [.real(summary: "RoomSensor: the room, at 21°C") { _ in RoomSensor() }]
      + variants([.stub, .spy, .mock, .failing, .dummy]))
}
