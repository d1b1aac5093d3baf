import Foundation
import HeadlessUI
import HeadlessUITestSupport
import KassSamples
import XCTest

/// Runs the examples of `Guide/HeadlessUI.md`. Each ```swift block of the guide must appear, line for
/// line, in one of the tests below (checked by `test_guide_everyExampleIsRunHere`).
@MainActor
final class GuideExamplesTests: XCTestCase {
    func test_guide_writingAnApp() async throws {
        writingAnApp()
    }

    /// Synchronous, like the guide's example (the run loop's sync overloads).
    private func writingAnApp() {
        let app = UIApplication.launch(LaunchConfiguration(device: .iPhone))
        let window = UIWindow(frame: app.screen.bounds)
        let button = UIView(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        window.addSubview(button)
        window.makeKeyAndVisible()
        XCTAssertTrue(app.keyWindow === window)
        XCTAssertTrue(window.hitTest(CGPoint(x: 30, y: 110), with: nil) === button)

        var toastVisible = true
        app.scheduler.schedule(after: 1.4, label: "toast") { toastVisible = false }
        app.runLoop.run(for: 1.5)
        XCTAssertFalse(toastVisible)
    }

    func test_guide_asyncSleep() async throws {
        let app = UIApplication.launch()
        var woke = false
        let clock = app.clock
        Task { @MainActor in
            try await clock.sleep(for: .seconds(2))
            woke = true
        }
        await app.runLoop.run(for: 1.9)   // woke is still false
        XCTAssertFalse(woke)
        await app.runLoop.run(for: 0.2)
        XCTAssertTrue(woke)
    }

    func test_guide_idle() async throws {
        idle()
    }

    private func idle() {
        let app = UIApplication.launch()
        let token = app.beginBusyWork("GET /accounts")
        app.scheduler.schedule(after: 0.3, label: "response") { token.end() }
        let settled = app.runLoop.runUntilIdle(timeout: 2)
        XCTAssertTrue(settled)
        XCTAssertTrue(token.hasEnded)
    }

    func test_guide_touches() async throws {
        try touches()
    }

    private func touches() throws {
        let app = UIApplication.launch()
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        let view = RecordingView(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        window.addSubview(view)
        let point = CGPoint(x: 80, y: 122)
        try app.eventSystem.send(.digitizer(DigitizerEvent(contacts: [DigitizerContact(identity: 1, phase: .down, location: point)])))
        try app.eventSystem.send(.digitizer(DigitizerEvent(contacts: [DigitizerContact(identity: 1, phase: .up, location: point)])))
        var processed = false
        app.eventSystem.sendMarker { processed = true }
        app.runLoop.runOnce()
        XCTAssertTrue(processed)
        XCTAssertEqual(view.log, ["began 1", "ended 1"])
    }

    private func launchWithWindow() -> (UIApplication, UIWindow) {
        let app = UIApplication.launch()
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        return (app, window)
    }

    func test_guide_gestures() async throws {
        gestures()
    }

    private func gestures() {
        let (app, window) = launchWithWindow()
        let photo = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        window.addSubview(photo)
        var log: [String] = []
        let doubleTap = UITapGestureRecognizer { _ in log.append("double") }
        doubleTap.numberOfTapsRequired = 2
        let singleTap = UITapGestureRecognizer { _ in log.append("single") }
        singleTap.require(toFail: doubleTap)
        photo.addGestureRecognizer(doubleTap)
        photo.addGestureRecognizer(singleTap)
        FingerDriver(app: app).tap(CGPoint(x: 150, y: 250))
        app.runLoop.run(for: 0.34)
        XCTAssertEqual(log, [])
        app.runLoop.run(for: 0.03)
        XCTAssertEqual(log, ["single"])
    }

    func test_guide_controls() async throws {
        controls()
    }

    private func controls() {
        let (app, window) = launchWithWindow()
        let pay = UIButton(type: .system)
        pay.setTitle("Pay", for: .normal)
        pay.frame = CGRect(x: 20, y: 400, width: 120, height: 44)
        var payments = 0
        pay.addAction(UIAction { _ in payments += 1 }, for: .touchUpInside)
        window.addSubview(pay)
        FingerDriver(app: app).drag(from: CGPoint(x: 80, y: 420), to: CGPoint(x: 80, y: 464), steps: 2)
        XCTAssertEqual(payments, 1, "lifting 22 pt below the button is still inside its tracking area")
        XCTAssertEqual(pay.accessibilityLabel, "Pay")
        XCTAssertTrue(pay.accessibilityTraits.contains(.button))
    }

    func test_guide_text() async throws {
        let title = UILabel()
        title.text = "Total balance"
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        let size = title.intrinsicContentSize
        let caret = UIFont.systemFont(ofSize: 17).caretOffsets(for: "189.07")
        XCTAssertGreaterThan(size.width, 100)
        XCTAssertEqual(caret.count, 7)
        XCTAssertEqual(caret.last ?? 0, UIFont.systemFont(ofSize: 17).width(of: "189.07"), accuracy: 0.001)
    }

    func test_guide_stackViews() async throws {
        let row = UIStackView(arrangedSubviews: [UILabel(), UISwitch()])
        row.axis = .horizontal
        row.spacing = 8
        row.alignment = .center
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
        row.layoutIfNeeded()
        XCTAssertEqual(row.arrangedSubviews[1].frame.maxX, 300, accuracy: 0.5)
        XCTAssertEqual(row.arrangedSubviews[1].frame.midY, 22, accuracy: 0.5)
    }

    func test_guide_accessibility() async throws {
        let (_, window) = launchWithWindow()
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 80))
        let amount = UIAccessibilityElement(accessibilityContainer: card)
        amount.accessibilityLabel = "Amount"
        amount.accessibilityValue = "€120.00"
        amount.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 10, width: 100, height: 30)
        card.accessibilityElements = [amount]
        window.addSubview(card)
        XCTAssertEqual(amount.accessibilityFrame, CGRect(x: 10, y: 110, width: 100, height: 30))
        XCTAssertTrue(AccessibilityTree.elements(in: window).contains { ($0 as AnyObject) === amount })
    }

    func test_guide_viewControllers() async throws {
        viewControllers()
    }

    private func viewControllers() {
        let (app, window) = launchWithWindow()
        var signedOut = false
        let list = UIViewController()
        list.title = "Accounts"
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        let detail = UIViewController()
        detail.title = "Savings"
        navigation.pushViewController(detail, animated: true)
        app.runLoop.run(for: 0.3)
        XCTAssertNotEqual(detail.appearanceState, .appeared, "the push takes 0.35 s")
        app.runLoop.run(for: 0.1)
        XCTAssertEqual(detail.appearanceState, .appeared)
        XCTAssertTrue(navigation.topViewController === detail)

        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { _ in signedOut = true })
        navigation.present(alert, animated: true)
        app.runLoop.run(for: 0.5)
        XCTAssertTrue(navigation.presentedViewController === alert)
        XCTAssertFalse(signedOut)
        let signOut = AccessibilityTree.elements(in: window).first { $0.accessibilityLabel == "Sign Out" }
        XCTAssertNotNil(signOut)
        FingerDriver(app: app).tap(signOut?.accessibilityActivationPoint ?? .zero)
        app.runLoop.run(for: 0.5)
        XCTAssertTrue(signedOut, "the handler ran after the alert was dismissed")
        XCTAssertNil(navigation.presentedViewController)
    }

    func test_guide_darkModeAndDynamicType() async throws {
        darkModeAndDynamicType()
    }

    private func darkModeAndDynamicType() {
        let app = UIApplication.launch()
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)   // 17 pt at Large
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .label
        window.addSubview(label)
        app.setUserInterfaceStyle(.dark)                   // label draws white on systemBackground black
        app.setPreferredContentSizeCategory(.accessibilityLarge)   // body is 33 pt now
        XCTAssertEqual(label.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(label.font.pointSize, 33)
    }

    func test_guide_hardwareKeyboard() async throws {
        try hardwareKeyboard()
    }

    private func hardwareKeyboard() throws {
        let keyboardApp = UIApplication.launch(LaunchConfiguration(arguments: ["-HeadlessUIHardwareKeyboard", "YES"]))
        let window = UIWindow(frame: keyboardApp.screen.bounds)
        window.makeKeyAndVisible()
        let input = KeyInputRecordingView(frame: CGRect(x: 0, y: 100, width: 200, height: 40))   // any UIKeyInput view
        window.addSubview(input)
        XCTAssertTrue(input.becomeFirstResponder())
        try keyboardApp.eventSystem.send(.keyboard(KeyboardEvent(key: .keyboardLeftShift, phase: .down)))
        try keyboardApp.eventSystem.send(.keyboard(KeyboardEvent(key: .keyboardA, phase: .down)))
        try keyboardApp.eventSystem.send(.keyboard(KeyboardEvent(key: .keyboardA, phase: .up)))
        try keyboardApp.eventSystem.send(.keyboard(KeyboardEvent(key: .keyboardLeftShift, phase: .up)))
        keyboardApp.runLoop.runOnce()
        XCTAssertEqual(input.text, "A")
    }

    func test_guide_scrolling() async throws {
        scrolling()
    }

    private func scrolling() {
        let (app, window) = launchWithWindow()
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        scroller.contentSize = CGSize(width: 393, height: 3000)
        window.addSubview(scroller)
        let row = UIButton(type: .system)
        row.frame = CGRect(x: 0, y: 700, width: 393, height: 44)
        scroller.addSubview(row)
        scroller.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        XCTAssertFalse(window.hitTest(CGPoint(x: 100, y: 222), with: nil) === row, "the animation has not moved the content yet")
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 1))
        XCTAssertEqual(scroller.contentOffset.y, 600)
        XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 222), with: nil) === row)
    }

    func test_guide_textInput() async throws {
        textInput()
    }

    private func textInput() {
        let (app, window) = launchWithWindow()
        let amount = UITextField(frame: CGRect(x: 20, y: 200, width: 80, height: 34))
        amount.text = "189.07"
        amount.textAlignment = .right
        window.addSubview(amount)
        FingerDriver(app: app).tap(CGPoint(x: 60, y: 217))
        XCTAssertTrue(amount.isFirstResponder)
        amount.deleteBackward()
        amount.deleteBackward()
        XCTAssertNotEqual(amount.text, "189.", "the caret was inside the number, not at its end")
        XCTAssertEqual(amount.text?.count, 4)
    }

    func test_guide_imagesAndIndicators() async throws {
        _ = UIApplication.launch()
        let star = UIImage(systemName: "star.fill")
        let missing = UIImage(systemName: "no.such.symbol")   // nil, as in UIKit
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        XCTAssertNotNil(star)
        XCTAssertNil(missing)
        XCTAssertEqual(spinner.accessibilityLabel, "In progress")
        XCTAssertTrue(UIApplication.shared.idleReport().isIdle, "a spinner never makes the app busy")
    }

    func test_guide_softwareKeyboard() async throws {
        softwareKeyboard()
    }

    private func softwareKeyboard() {
        let (app, window) = launchWithWindow()
        let email = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 34))
        email.returnKeyType = .next
        email.autocapitalizationType = .none
        window.addSubview(email)
        email.becomeFirstResponder()
        app.runLoop.run(for: 0.3)
        let keyboard = app.softwareKeyboard
        XCTAssertTrue(keyboard.isVisible)
        XCTAssertEqual(keyboard.frame.height, 336)
        XCTAssertEqual(keyboard.returnKeyTitle, "next")
        XCTAssertFalse(keyboard.hasDismissKey, "the iPhone keyboard has no dismiss key")
        for letter in ["h", "i"] {
            guard let key = keyboard.key(letter) else { return XCTFail("no key \(letter)") }
            FingerDriver(app: app).tap(key.accessibilityActivationPoint)
        }
        XCTAssertEqual(email.text, "hi")
    }

    func test_guide_lists() async throws {
        lists()
    }

    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Transaction \(indexPath.row)"
            return cell
        }
    }

    private func lists() {
        let (app, window) = launchWithWindow()
        let rows = Rows()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        window.addSubview(table)
        app.runLoop.runOnce()
        XCTAssertLessThan(table.visibleCells.count, 25, "only the cells on screen exist")
        XCTAssertEqual(table.visibleCells.first?.accessibilityLabel, "Transaction 0")
    }

    func test_guide_collections() async throws {
        collections()
    }

    final class Photos: NSObject, UICollectionViewDataSource {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "Photo \(number)"
            cell.contentConfiguration = content
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10_000 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
        }
    }

    private func collections() {
        let (app, window) = launchWithWindow()
        let photos = Photos()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.dataSource = photos
        window.addSubview(collection)
        app.runLoop.runOnce()
        XCTAssertLessThan(collection.visibleCells.count, 25, "only the cells on screen exist")
        XCTAssertEqual(collection.visibleCells.first?.accessibilityLabel, "Photo 0")
    }

    func test_guide_rendering() async throws {
        let app = UIApplication.launch()
        let form = SampleScreens.signUpForm(in: app)
        let screenshot = app.screen.screenshot(scale: 2)
        let png = screenshot.pngData()
        XCTAssertTrue(form.isKeyWindow)
        XCTAssertEqual(screenshot.pixelWidth, 786)
        let decoded = try XCTUnwrap(png.flatMap { UIImage(data: $0, scale: 2) })
        XCTAssertTrue(try PixelDiff.compare(decoded, screenshot).isMatch, "PNG round trip is lossless")
    }

    func test_guide_autoLayout() async throws {
        let (_, window) = launchWithWindow()
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: window.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 8),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 16, y: 67, width: 361, height: 120), "59 pt safe area on the iPhone + 8")
    }

    func test_guide_everyExampleIsRunHere() async throws {
        try GuideExampleChecker.assertEveryExampleIsRun(guide: "Guide/HeadlessUI.md", by: #filePath, minimumBlocks: 4)
    }
}
