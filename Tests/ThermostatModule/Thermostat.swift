/// The system under test: heats while the room is colder than the target.
@MainActor
final class Thermostat {
  var target = 20
  private(set) var isHeating = false
  private(set) var problem: String?
  private var sensor: any TemperatureSensor

  init(sensor: any TemperatureSensor) {
    self.sensor = sensor
  }

  func check() {
    if !sensor.isCelsius { sensor.isCelsius = true }
    do {
      isHeating = try sensor.read() < target
      problem = nil
    } catch {
      isHeating = false
      problem = "\(error)"
    }
  }
}
