import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A table and collection data source and delegate with a context menu on every row but the last.
@MainActor
private final class FruitList: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
    UICollectionViewDelegate {
    let fruits = ["Apple", "Pear", "Plum"]
    var asked: [IndexPath] = []
    var selected: [IndexPath] = []
    var deleted: [String] = []

    private func configuration(for indexPath: IndexPath) -> UIContextMenuConfiguration? {
        asked.append(indexPath)
        guard indexPath.item < fruits.count - 1 else { return nil }
        let fruit = fruits[indexPath.item]
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let delete = UIAction(title: "Delete \(fruit)", attributes: .destructive) { _ in self?.deleted.append(fruit) }
            return UIMenu(title: fruit, children: [delete])
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        configuration(for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fruits.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Fruit", for: indexPath)
    }
    /// Only the iOS 13–15 single-item form: the runtime must still find it.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        configuration(for: indexPath)
    }
}

@MainActor
final class ListContextMenuTests: MenuTestCase {
    private let list = FruitList()

    private func makeTable() -> UITableView {
        let table = place(UITableView(frame: .zero, style: .plain), frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        table.dataSource = list
        table.delegate = list
        table.layoutIfNeeded()
        return table
    }

    private func rowCenter(_ table: UITableView, _ row: Int) -> CGPoint {
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: window)
    }

    func test_table_pressAndHoldOnARow_showsItsMenu_withoutSelectingTheRow() async {
        let table = makeTable()
        press(rowCenter(table, 1))
        XCTAssertEqual(list.asked, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(visibleLabels, ["Pear", "Delete Pear"])
        XCTAssertTrue(list.selected.isEmpty, "the press that opened the menu does not select the row")
        tapElement("Delete Pear")
        XCTAssertEqual(list.deleted, ["Pear"])
    }

    func test_table_rowWithoutAMenu_isSelectedWhenThePressEnds() async {
        let table = makeTable()
        press(rowCenter(table, 2))
        XCTAssertFalse(menuIsShown)
        XCTAssertEqual(list.selected, [IndexPath(row: 2, section: 0)])
    }

    func test_table_previewPicturesTheCell() async {
        let table = makeTable()
        press(rowCenter(table, 0))
        guard let container = window.descendant(withIdentifier: "HeadlessUI.menu") else { return XCTFail("no menu") }
        let preview = container.subviews.compactMap { $0 as? UIImageView }.first
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(preview?.frame, cell.map { $0.convert($0.bounds, to: window) })
        XCTAssertEqual(preview?.image?.size, cell?.bounds.size)
    }

    func test_collection_singleItemFormIsAsked_andItsMenuShown() async {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = place(
            UICollectionView(frame: .zero, collectionViewLayout: layout), frame: CGRect(x: 0, y: 100, width: 390, height: 300)
        )
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Fruit")
        collection.dataSource = list
        collection.delegate = list
        collection.layoutIfNeeded()
        let frame = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        press(collection.convert(CGPoint(x: frame.midX, y: frame.midY), to: window))
        XCTAssertEqual(list.asked, [IndexPath(item: 0, section: 0)])
        tapElement("Delete Apple")
        XCTAssertEqual(list.deleted, ["Apple"])
    }

    func test_barButtonItemWithAMenuAndNoAction_opensItOnTap() async {
        let log = ActionLog()
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Sort", image: nil, primaryAction: nil, menu: UIMenu(children: [log.action("By Name")])
        )
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        tapElement("Sort")
        tapElement("By Name")
        XCTAssertEqual(log.entries, ["By Name"])
    }

    func test_barButtonItemWithAnAction_runsItOnTap_andShowsTheMenuOnPressAndHold() async {
        let log = ActionLog()
        var added = 0
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { _ in added += 1 }, menu: UIMenu(children: [log.action("Add Folder")])
        )
        window.rootViewController = UINavigationController(rootViewController: root)
        window.layoutIfNeeded()
        tapElement("Add")
        XCTAssertEqual(added, 1)
        XCTAssertFalse(menuIsShown)
        guard let add = element("Add") else { return XCTFail("no Add button") }
        press(CGPoint(x: add.accessibilityFrame.midX, y: add.accessibilityFrame.midY))
        tapElement("Add Folder")
        XCTAssertEqual(log.entries, ["Add Folder"])
        XCTAssertEqual(added, 1)
    }
}
