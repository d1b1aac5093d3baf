import HeadlessUITestSupport
import UIKit
import XCTest

// List idioms found in public iOS app code that did not compile with `import UIKit` on Linux,
// written here as iOS files write them.

/// A content configuration as apps write their own, updated for the cell's state.
private struct FieldContentConfiguration: UIContentConfiguration, Hashable {
    var title: String?
    var isHighlighted = false

    func makeContentView() -> UIView & UIContentView {
        FieldContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> FieldContentConfiguration {
        var copy = self
        if let cellState = state as? UICellConfigurationState { copy.isHighlighted = cellState.isSelected }
        return copy
    }
}

private final class FieldContentView: UIView, UIContentView {
    let label = UILabel()
    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: FieldContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(label)
        apply()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func apply() {
        guard let configuration = configuration as? FieldContentConfiguration else { return }
        label.text = configuration.title
        label.textColor = configuration.isHighlighted ? .systemBlue : .label
    }
}

/// A list cell that rebuilds its configurations in `updateConfiguration(using:)`, as iOS 14+ code does.
private final class FieldCell: UICollectionViewListCell {
    var title: String?

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = FieldContentConfiguration().updated(for: state)
        content.title = title
        contentConfiguration = content
        var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        if !state.isSelected { background.backgroundColor = .clear }
        backgroundConfiguration = background
    }
}

/// A pre-iOS 11 table controller with row actions.
private final class LegacyActionsController: UITableViewController {
    var favourites: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        let favourite = UITableViewRowAction(style: .normal, title: "Favourite") { [weak self] _, indexPath in
            self?.favourites.append(indexPath.row)
            tableView.setEditing(false, animated: true)
        }
        favourite.backgroundColor = .orange
        return [favourite]
    }
}

@MainActor
final class ListsCorpusGapsTests: HeadlessTestCase {
    func test_cellUpdatingItsConfigurationsForItsState_showsTheSelection() async {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        place(collection, frame: CGRect(x: 0, y: 100, width: 320, height: 440))
        let registration = UICollectionView.CellRegistration<FieldCell, String> { cell, _, title in
            cell.title = title
            cell.setNeedsUpdateConfiguration()
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, title in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Name", "Email"])
        show(snapshot, in: dataSource)
        collection.layoutIfNeeded()
        let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual((cell?.contentConfiguration as? FieldContentConfiguration)?.title, "Email")
        XCTAssertEqual(cell?.backgroundConfiguration?.backgroundColor, .clear)
        fingers.tap(collection.convert(CGPoint(x: 160, y: cell?.frame.midY ?? 0), to: nil))
        await app.runLoop.runFrames(3)
        XCTAssertEqual((cell?.contentConfiguration as? FieldContentConfiguration)?.isHighlighted, true)
        XCTAssertEqual(cell?.backgroundConfiguration?.resolvedBackgroundColor(for: .blue), .systemGray4)
        withExtendedLifetime(dataSource) {}
    }

    /// Applies without waiting (the async form would wait for frames that only the test drives).
    private func show(
        _ snapshot: NSDiffableDataSourceSnapshot<Int, String>, in dataSource: UICollectionViewDiffableDataSource<Int, String>
    ) {
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func test_rowActionsFromALegacyController_runAndCloseTheRow() async {
        let controller = LegacyActionsController(style: .plain)
        window.rootViewController = controller
        await app.runLoop.runFrames(2)
        let table = controller.tableView!
        table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
        table.layoutIfNeeded()
        let row = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil)
        fingers.drag(from: CGPoint(x: 300, y: row.midY), to: CGPoint(x: 180, y: row.midY), steps: 10)
        wait(0.4)
        let button = AccessibilityTree.elements(in: table).compactMap { $0 as? UIButton }.first { $0.accessibilityLabel == "Favourite" }
        guard let button else { return XCTFail("no Favourite button") }
        fingers.tap(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        wait(0.5)
        XCTAssertEqual(controller.favourites, [1])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX, 0, "setEditing(false) closed the row")
    }
}
