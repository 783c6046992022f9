import StuntKit

extension ExplainTopic {
  /// `explain alert-callbacks`: seed 000's two ways to give an alert case a callback that needs a service.
  static let alertCallbacks = ExplainTopic(
    "alert-callbacks",
    [
      "alert-callbacks: seed 000's two ways to give an alert case a callback that needs a service.",
      "First way (implemented): the view model's computed properties `title`, `message` and `callback`",
      "switch on `alertCase`; a nested enum cannot see the view model's `rentService`, the view model can.",
      "Second way: the case carries the service, `case rentAttempt(rentService: RentServiceEnable)`, so",
      "title, message and callback can live in the enum; every case must then be given the service.",
      "Either way the test swaps the service for a spy and checks that the button's callback reached it:",
      "use rentService spy, send rentButtonTapped, send rentAlertButtonTapped, calls rentService.",
    ],
    ko: [
      "alert-callbacks: 서비스가 필요한 콜백을 alert case에 주는, 씨앗 000의 두 가지 방법입니다.",
      "첫째 방법(구현됨): 뷰 모델의 계산 프로퍼티 `title`, `message`, `callback`이 `alertCase`로 switch합니다.",
      "중첩 enum은 뷰 모델의 `rentService`를 볼 수 없지만, 뷰 모델은 볼 수 있습니다.",
      "둘째 방법: case가 서비스를 가집니다, `case rentAttempt(rentService: RentServiceEnable)`. 그러면",
      "title, message, callback이 enum 안에 있을 수 있지만, 모든 case에 서비스를 넘겨야 합니다.",
      "어느 쪽이든 테스트는 서비스를 spy로 바꾸고 버튼의 콜백이 서비스에 닿았는지 확인합니다:",
      "use rentService spy, send rentButtonTapped, send rentAlertButtonTapped, calls rentService.",
    ])
}
