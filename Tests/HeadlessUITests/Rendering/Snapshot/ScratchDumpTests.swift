import HeadlessUI
import HeadlessUITestSupport
import XCTest
import Foundation

@MainActor
final class ScratchDumpTests: HeadlessTestCase {
    func dump(_ image: UIImage, _ name: String) {
        var data = Data("P7\nWIDTH \(image.pixelWidth)\nHEIGHT \(image.pixelHeight)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n".utf8)
        data.append(contentsOf: image.rgbaBytes)
        try? data.write(to: URL(fileURLWithPath: "/tmp/styling/\(name).pam"))
    }

    func test_dump_alert() async {
        let root = UIViewController()
        window.rootViewController = root
        root.view.backgroundColor = .white
        let alert = UIAlertController(title: "Delete photo?", message: "This photo will be deleted from all your devices.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: true)
        wait(0.5)
        dump(app.screen.screenshot(scale: 2), "alert")
        alert.dismiss(animated: false)
        wait(0.1)
        let sheet = UIAlertController(title: "Options", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: true)
        wait(0.5)
        dump(app.screen.screenshot(scale: 2), "sheet")
    }

    func test_dump_keyboard() async {
        window.backgroundColor = .white
        focusedKeyInput(returnKeyType: .go)
        waitForKeyboardSlide()
        dump(app.screen.screenshot(scale: 2), "keyboard")
    }

    func test_dump_misc() async {
        window.backgroundColor = .white
        let stepper = place(UIStepper(), frame: CGRect(x: 20, y: 80, width: 94, height: 32))
        stepper.value = 0
        let progress = place(UIProgressView(progressViewStyle: .default), frame: CGRect(x: 140, y: 94, width: 200, height: 4))
        progress.progress = 0.4
        let page = place(UIPageControl(), frame: CGRect(x: 20, y: 130, width: 200, height: 37))
        page.numberOfPages = 5
        page.currentPage = 1
        page.backgroundColor = .darkGray
        let spinner = place(UIActivityIndicatorView(style: .large), frame: CGRect(x: 250, y: 130, width: 37, height: 37))
        spinner.startAnimating()
        wait(0.3)
        let picker = place(UIPickerView(), frame: CGRect(x: 0, y: 200, width: 393, height: 216))
        _ = picker
        dump(app.screen.screenshot(scale: 2), "misc")
    }

    func test_dump_table() async {
        for style in [UITableView.Style.plain, .grouped, .insetGrouped] {
            let source = ScratchSource()
            let table = UITableView(frame: window.bounds, style: style)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            table.dataSource = source
            window.addSubview(table)
            table.layoutIfNeeded()
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            dump(app.screen.screenshot(scale: 2, in: CGRect(x: 0, y: 0, width: 393, height: 500)), "table-\(style)")
            table.removeFromSuperview()
            withExtendedLifetime(source) {}
        }
    }

    func test_dump_bars() async {
        let tabs = UITabBarController()
        let first = UIViewController(); first.title = "First"; first.tabBarItem = UITabBarItem(title: "Home", tag: 0)
        let second = UIViewController(); second.tabBarItem = UITabBarItem(title: "Search", tag: 1)
        second.tabBarItem.badgeValue = "3"
        let third = UIViewController(); third.tabBarItem = UITabBarItem(title: "Settings", tag: 2)
        let detail = UIViewController(); detail.title = "Detail"
        let nav = UINavigationController(rootViewController: first)
        nav.pushViewController(detail, animated: false)
        tabs.viewControllers = [nav, second, third]
        window.rootViewController = tabs
        wait(0.5)
        dump(app.screen.screenshot(scale: 2), "bars")
    }
}

@MainActor
final class ScratchSource: NSObject, UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = [.disclosureIndicator, .checkmark, .detailDisclosureButton][indexPath.row % 3]
        return cell
    }
}
