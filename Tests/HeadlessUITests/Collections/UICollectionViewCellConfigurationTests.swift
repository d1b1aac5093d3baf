import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A cell that records its configuration updates and layout passes, in order.
final class RecordingConfigurationCell: UICollectionViewListCell {
    static let favouriteKey = UIConfigurationStateCustomKey("test.favourite")
    var events: [String] = []
    var states: [UICellConfigurationState] = []
    var isFavourite = false {
        didSet { setNeedsUpdateConfiguration() }
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[Self.favouriteKey] = isFavourite
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        events.append("update")
        states.append(state)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        events.append("layout")
    }
}

@MainActor
final class UICollectionViewCellConfigurationTests: HeadlessTestCase {
    private func makeList(items: Int = 20) -> (UICollectionView, CollectionModel) {
        let model = CollectionModel(items: items)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = makeCollection(model, layout: layout) {
            $0.register(RecordingConfigurationCell.self, forCellWithReuseIdentifier: "Cell")
        }
        collection.backgroundColor = .white
        return (collection, model)
    }

    private func cell(_ item: Int, in collection: UICollectionView) -> RecordingConfigurationCell? {
        collection.cellForItem(at: IndexPath(item: item, section: 0)) as? RecordingConfigurationCell
    }

    func test_displayedCell_isUpdatedForItsStateBeforeItIsShown() async {
        let (collection, _) = makeList()
        guard let cell = cell(0, in: collection) else { return XCTFail("no cell") }
        XCTAssertEqual(cell.events.first, "update", "the update runs before the first layout: \(cell.events)")
        XCTAssertEqual(cell.states.last?.isSelected, false)
        XCTAssertEqual(cell.states.last?.traitCollection.userInterfaceStyle, collection.traitCollection.userInterfaceStyle)
    }

    func test_tappingAnItem_updatesItsConfigurationForHighlightThenSelection() async {
        let (collection, _) = makeList()
        guard let cell = cell(3, in: collection) else { return XCTFail("no cell") }
        cell.states.removeAll()
        fingers.tap(windowPoint(ofItem: 3, in: collection))
        await app.runLoop.runFrames(3)
        XCTAssertEqual(cell.states.last?.isSelected, true)
        XCTAssertEqual(cell.states.last?.isHighlighted, false)
        XCTAssertEqual(cell.configurationState.isSelected, true)
    }

    func test_setNeedsUpdateConfiguration_updatesOnceBeforeTheNextLayout() async {
        let (collection, _) = makeList()
        guard let cell = cell(1, in: collection) else { return XCTFail("no cell") }
        cell.events.removeAll()
        cell.setNeedsUpdateConfiguration()
        cell.setNeedsUpdateConfiguration()
        cell.setNeedsUpdateConfiguration()
        XCTAssertEqual(cell.events, [], "the update waits for the layout pass")
        collection.layoutIfNeeded()
        XCTAssertEqual(cell.events, ["update", "layout"])
    }

    func test_customStateFromAnOverriddenConfigurationState_reachesTheUpdate() async {
        let (collection, _) = makeList()
        guard let cell = cell(2, in: collection) else { return XCTFail("no cell") }
        cell.isFavourite = true
        collection.layoutIfNeeded()
        XCTAssertEqual(cell.states.last?[RecordingConfigurationCell.favouriteKey], AnyHashable(true))
        XCTAssertNil(cell.states.last?[UIConfigurationStateCustomKey("test.unknown")])
    }

    func test_turningUserInteractionOff_makesTheStateDisabled() async {
        let (collection, _) = makeList()
        guard let cell = cell(0, in: collection) else { return XCTFail("no cell") }
        cell.isUserInteractionEnabled = false
        collection.layoutIfNeeded()
        XCTAssertEqual(cell.states.last?.isDisabled, true)
    }

    func test_configurationUpdateHandler_runsAfterUpdateConfigurationAndBeforeWillDisplay() async {
        var events: [String] = []
        final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            var record: (String) -> Void = { _ in }
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, _ in
                cell.configurationUpdateHandler = { cell, state in
                    var content = UIListContentConfiguration.cell()
                    content.text = state.isSelected ? "Selected" : "Plain"
                    cell.contentConfiguration = content
                }
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                record("cellForItem \(indexPath.item)")
                return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
            }
            func collectionView(
                _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
            ) {
                let text = (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "nil"
                record("willDisplay \(indexPath.item) \(text)")
            }
        }
        let source = Source()
        source.record = { events.append($0) }
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        place(collection, frame: CGRect(x: 0, y: 100, width: 320, height: 440))
        collection.dataSource = source
        collection.delegate = source
        collection.layoutIfNeeded()
        XCTAssertEqual(
            Array(events.prefix(2)), ["cellForItem 0", "willDisplay 0 Plain"], "the handler configured the cell before display"
        )
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collection.layoutIfNeeded()
        let selected = collection.cellForItem(at: IndexPath(item: 1, section: 0))?.contentConfiguration as? UIListContentConfiguration
        XCTAssertEqual(selected?.text, "Selected")
        withExtendedLifetime(source) {}
    }

    func test_listPlainCellBackground_drawsTheSelectedGreyOnlyWhileSelected() async {
        let (collection, _) = makeList()
        guard let cell = cell(1, in: collection) else { return XCTFail("no cell") }
        cell.backgroundConfiguration = .listPlainCell()
        collection.layoutIfNeeded()
        let center = { () -> (Int, Int) in
            let frame = cell.frame.offsetBy(dx: 0, dy: -collection.contentOffset.y)
            return (Int(frame.minX + 4), Int(frame.midY))
        }
        let unselected = collection.snapshotImage(scale: 1).pixel(x: center().0, y: center().1)
        assertPixel(unselected, 255, 255, 255, 255, "unselected: system background")
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collection.layoutIfNeeded()
        assertPixel(collection.snapshotImage(scale: 1).pixel(x: center().0, y: center().1), 209, 209, 214, 255, "selected: systemGray4")
        collection.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        collection.layoutIfNeeded()
        assertPixel(collection.snapshotImage(scale: 1).pixel(x: center().0, y: center().1), 255, 255, 255, 255, "deselected again")
    }

    func test_appBackgroundColour_winsOverTheStateColour() async {
        let (collection, _) = makeList()
        guard let cell = cell(1, in: collection) else { return XCTFail("no cell") }
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .red
        cell.backgroundConfiguration = background
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collection.layoutIfNeeded()
        let frame = cell.frame.offsetBy(dx: 0, dy: -collection.contentOffset.y)
        assertPixel(collection.snapshotImage(scale: 1).pixel(x: Int(frame.minX + 4), y: Int(frame.midY)), 255, 0, 0, 255)
    }

    func test_automaticBackgroundUpdatesOff_keepsTheConfigurationAsSet() async {
        let (collection, _) = makeList()
        guard let cell = cell(1, in: collection) else { return XCTFail("no cell") }
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.backgroundConfiguration = .listPlainCell()
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        collection.layoutIfNeeded()
        XCTAssertEqual(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .blue), .systemBackground)
    }

    func test_backgroundConfiguration_replacesTheBackgroundViewAndColour_andABackgroundViewReplacesIt() async {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        cell.backgroundView = UIView()
        cell.backgroundColor = .green
        cell.backgroundConfiguration = .listGroupedCell()
        XCTAssertNil(cell.backgroundView)
        XCTAssertNil(cell.backgroundColor)
        cell.backgroundView = UIView()
        XCTAssertNil(cell.backgroundConfiguration)
    }

    func test_defaultBackgroundConfiguration_isPlainListForListCellsAndClearOtherwise() async {
        let listCell = UICollectionViewListCell(frame: .zero)
        XCTAssertEqual(listCell.defaultBackgroundConfiguration(), .listPlainCell())
        XCTAssertEqual(UICollectionViewCell(frame: .zero).defaultBackgroundConfiguration(), .clear())
    }
}
