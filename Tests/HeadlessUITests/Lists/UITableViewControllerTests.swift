import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A controller written as iOS code writes one: it overrides the data source and delegate methods.
final class FruitsController: UITableViewController {
    let fruits = ["Apple", "Banana", "Cherry"]
    var selected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Fruits" }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(fruits[indexPath.row])
    }
}

@MainActor
final class UITableViewControllerTests: HeadlessTestCase {
    func test_tableViewController_servesItsTableInItsStyleAndHearsTaps() async {
        let controller = FruitsController(style: .insetGrouped)
        window.rootViewController = controller
        await app.runLoop.runFrames(2)
        XCTAssertEqual(controller.tableView.style, .insetGrouped)
        XCTAssertTrue(controller.view === controller.tableView)
        XCTAssertTrue(controller.tableView.dataSource === controller)
        XCTAssertTrue(controller.tableView.delegate === controller)
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(cell?.textLabel?.text, "Banana")
        XCTAssertEqual(cell?.frame.height, 60, "the overridden heightForRowAt is used")
        XCTAssertNotNil(controller.tableView.headerView(forSection: 0), "the overridden titleForHeaderInSection shows a header")
        fingers.tap(cell!.convert(CGPoint(x: 40, y: 30), to: nil))
        await app.runLoop.runFrames(2)
        XCTAssertEqual(controller.selected, ["Banana"])
    }

    func test_tableViewController_clearsSelectionWhenTheViewWillAppear() async {
        let controller = FruitsController(style: .plain)
        window.rootViewController = controller
        await app.runLoop.runFrames(2)
        let path = IndexPath(row: 2, section: 0)
        controller.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
        controller.clearsSelectionOnViewWillAppear = false
        controller.viewWillAppear(false)
        XCTAssertEqual(controller.tableView.indexPathForSelectedRow, path)
        controller.clearsSelectionOnViewWillAppear = true
        controller.viewWillAppear(false)
        XCTAssertNil(controller.tableView.indexPathForSelectedRow)
    }

    func test_tableViewController_withoutStyleHasAPlainTableAndNoRows() async {
        let controller = UITableViewController(nibName: nil, bundle: nil)
        window.rootViewController = controller
        await app.runLoop.runFrames(2)
        XCTAssertEqual(controller.tableView.style, .plain)
        XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 0)
        XCTAssertEqual(UITableViewController().tableView.style, .plain)
    }

    func test_tableViewController_refreshControlIsTheTables() async {
        let controller = FruitsController(style: .plain)
        let refresh = UIRefreshControl()
        controller.refreshControl = refresh
        XCTAssertTrue(controller.tableView.refreshControl === refresh)
    }
}
