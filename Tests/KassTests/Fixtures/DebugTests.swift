import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class DebugTests: KassFixtureTestCase {
    func test_debug() async {
        print("W", UIFont.systemFont(ofSize: 17).width(of: "189.07"), UIFont.systemFont(ofSize: 17).caretOffsets(for: "189.07"))
    }
}
