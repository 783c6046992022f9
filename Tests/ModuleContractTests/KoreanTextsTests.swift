import BuiltInModules
import StuntKit
import Testing

/// A room that reads Korean gets every teaching text in Korean: what each kind of double is, and
/// each module's topics.
@Suite("Korean teaching texts")
struct KoreanTextsTests {
  static func isKorean(_ lines: [String]) -> Bool {
    lines.joined().unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
  }

  @Test(arguments: DoubleKind.allCases)
  func eachKindOfDoubleIsExplainedInKorean(_ kind: DoubleKind) {
    #expect(Self.isKorean(kind.explanation(in: .ko)))
    #expect(kind.explanation(in: .ko) != kind.explanation(in: .en))
    // The term itself stays as typed, so `explain stub` reads the same in both.
    #expect(kind.explanation(in: .ko).first?.hasPrefix(kind.rawValue + ":") == true)
  }

  @Test @MainActor func everyTopicOfEveryModuleHasItsKorean() {
    for entry in BuiltInModules.ModuleRegistry.all {
      for topic in entry.descriptor.topics {
        #expect(topic.ko != nil, "\(entry.name): \(topic.name)")
        #expect(Self.isKorean(topic.lines(in: .ko)), "\(entry.name): \(topic.name)")
        #expect(topic.lines(in: .ko).first?.hasPrefix(topic.name + ":") == true, "\(entry.name): \(topic.name)")
      }
    }
  }
}
