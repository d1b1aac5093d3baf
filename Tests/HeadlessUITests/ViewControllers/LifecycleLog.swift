import Foundation
import HeadlessUI

/// A shared, ordered log of view-controller callbacks for lifecycle-order tests.
@MainActor
final class LifecycleLog {
    var entries: [String] = []
}

/// A controller that records its lifecycle callbacks as "name.callback" in a shared log.
@MainActor
final class LoggingViewController: UIViewController {
    let name: String
    let log: LifecycleLog
    /// Also log `viewWillLayoutSubviews` / `viewDidLayoutSubviews`.
    var logsLayout = false

    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() { super.viewDidLoad(); log.entries.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).viewDidDisappear") }
    override func viewWillLayoutSubviews() { if logsLayout { log.entries.append("\(name).viewWillLayoutSubviews") } }
    override func viewDidLayoutSubviews() { if logsLayout { log.entries.append("\(name).viewDidLayoutSubviews") } }
    override func willMove(toParent parent: UIViewController?) {
        log.entries.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        log.entries.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}
