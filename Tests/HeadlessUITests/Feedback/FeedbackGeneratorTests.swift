import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class FeedbackGeneratorTests: HeadlessTestCase {
    func test_generators_recordWhatTheyWouldPlay() async {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 2)
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.error)
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        XCTAssertEqual(impact.playedFeedback, ["impact heavy", "impact heavy 1.0"])
        XCTAssertEqual(notification.playedFeedback, ["notification error"])
        XCTAssertEqual(selection.playedFeedback, ["selection"])
        XCTAssertEqual(UIImpactFeedbackGenerator().style, .medium)
    }
}
