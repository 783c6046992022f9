import StuntKit

extension ExplainTopic {
  /// `explain mocks-arent-stubs`: Fowler's two tests of one order, and what his "stub" is.
  static let mocksArentStubs = ExplainTopic(
    "mocks-arent-stubs",
    [
      "State verification fills an order from a real warehouse and checks the stock afterwards;",
      "behaviour verification gives the order a mock warehouse and checks what it was asked.",
      "Fowler's MailServiceStub records what it is sent: Meszaros would call it a test spy.",
    ],
    ko: [
      "상태 검증은 진짜 창고에서 주문을 채운 뒤 재고를 확인합니다.",
      "행위 검증은 주문에 mock 창고를 주고 창고가 무엇을 요청받았는지 확인합니다.",
      "Fowler의 MailServiceStub은 보낸 메시지를 기록합니다: Meszaros라면 test spy라고 부를 것입니다.",
    ])
}
