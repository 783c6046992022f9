import StuntKit

extension ExplainTopic {
  /// `explain dummy-data`: what seed 001 calls `DummyData` is, in Meszaros' words, a stub's canned answer.
  static let dummyData = ExplainTopic(
    "dummy-data",
    [
      "dummy-data: seed 001 calls its canned answer `DummyData`, but in Meszaros' words it is a stub's",
      "canned answer: the game reads it (data, response, error) and its test checks what came of it.",
      "A dummy is something passed only to fill a parameter and never used. Here both can be seen:",
      #"- stub data: use urlSession stub, stub urlSession.dataTask returns data="[3]" status=200,"#,
      "  send reset — the game takes 3 from it, as the seed's test asserts;",
      "- a real dummy: use urlSession dummy, set randomValue 7, send guess 5 — the game needs a session",
      "  but guessing never touches it; send reset and the dummy's use is reported as a FAIL.",
    ],
    ko: [
      "dummy-data: 씨앗 001은 미리 정한 답을 `DummyData`라고 부르지만, Meszaros의 용어로는 stub의",
      "미리 정한 답입니다: 게임이 그것(data, response, error)을 읽고, 테스트는 그 결과를 확인합니다.",
      "dummy는 매개변수를 채우려고 넘길 뿐 쓰이지 않는 것입니다. 여기서 둘 다 볼 수 있습니다:",
      #"- stub 데이터: use urlSession stub, stub urlSession.dataTask returns data="[3]" status=200,"#,
      "  send reset — 씨앗의 테스트가 확인하듯 게임이 3을 받습니다;",
      "- 진짜 dummy: use urlSession dummy, set randomValue 7, send guess 5 — 게임에는 세션이 필요하지만",
      "  추측할 때는 쓰지 않습니다. send reset을 하면 dummy가 쓰였다고 FAIL로 알립니다.",
    ])
}
