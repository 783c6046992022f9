import StuntKit

extension DoubleContext {
  /// How the slot's mockolo-style doubles record: under the slot's name, objects in arguments
  /// by their stable names.
  var recording: MockRecording {
    MockRecording(recorder: recorder, names: environment.objects)
  }
}
