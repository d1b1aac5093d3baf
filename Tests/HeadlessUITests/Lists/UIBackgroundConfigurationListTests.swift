import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIBackgroundConfigurationListTests: HeadlessTestCase {
    private func state(selected: Bool = false, highlighted: Bool = false) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .light))
        state.isSelected = selected
        state.isHighlighted = highlighted
        return state
    }

    func test_listPresets_takeTheirStateColours() async {
        let table: [(String, UIBackgroundConfiguration, UICellConfigurationState, UIColor)] = [
            ("plain", .listPlainCell(), state(), .systemBackground),
            ("plain selected", .listPlainCell(), state(selected: true), .systemGray4),
            ("plain highlighted", .listPlainCell(), state(highlighted: true), .systemGray4),
            ("grouped", .listGroupedCell(), state(), .secondarySystemGroupedBackground),
            ("grouped selected", .listGroupedCell(), state(selected: true), .systemGray4),
            ("sidebar", .listSidebarCell(), state(), .clear),
            ("sidebar highlighted", .listSidebarCell(), state(highlighted: true), .systemGray5),
            ("sidebar selected: the tint", .listSidebarCell(), state(selected: true), .orange),
            ("clear", .clear(), state(selected: true), .clear),
        ]
        for (name, configuration, state, expected) in table {
            XCTAssertNil(configuration.backgroundColor, name)
            XCTAssertEqual(configuration.updated(for: state).resolvedBackgroundColor(for: .orange), expected, name)
        }
    }

    func test_updatedForAViewState_readsItsSelection() async {
        var viewState = UIViewConfigurationState(traitCollection: UITraitCollection())
        viewState.isSelected = true
        let updated = UIBackgroundConfiguration.listGroupedCell().updated(for: viewState)
        XCTAssertEqual(updated.resolvedBackgroundColor(for: .blue), .systemGray4)
    }

    func test_updatedKeepsWhatTheAppSet() async {
        var configuration = UIBackgroundConfiguration.listPlainCell()
        configuration.backgroundColor = .yellow
        configuration.cornerRadius = 12
        configuration.strokeWidth = 2
        let updated = configuration.updated(for: state(selected: true))
        XCTAssertEqual(updated.resolvedBackgroundColor(for: .blue), .yellow)
        XCTAssertEqual(updated.cornerRadius, 12)
        XCTAssertEqual(updated.resolvedStrokeColor(for: .blue), .blue, "a nil stroke colour is the tint")
        XCTAssertEqual(UIBackgroundConfiguration.listSidebarCell().cornerRadius, 10)
    }

    func test_cellStates_startOffAndKeepCustomStates() async {
        var cellState = UICellConfigurationState(traitCollection: UITraitCollection())
        XCTAssertFalse(cellState.isSelected || cellState.isHighlighted || cellState.isDisabled || cellState.isEditing)
        XCTAssertFalse(cellState.isSwiped || cellState.isExpanded || cellState.isReordering || cellState.isFocused)
        XCTAssertEqual(cellState.cellDragState, .none)
        XCTAssertEqual(cellState.cellDropState, .none)
        let key = UIConfigurationStateCustomKey(rawValue: "com.example.unread")
        cellState[key] = 3
        XCTAssertEqual(cellState[key], AnyHashable(3))
        XCTAssertNotEqual(cellState, UICellConfigurationState(traitCollection: UITraitCollection()), "custom states take part in equality")
    }
}
