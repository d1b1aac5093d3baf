import Foundation
@testable import Kass

/// A tiny order screen for `whilePending`: a "Place" button (`order.place`) and a status
/// (`order.status`, "Ready" at launch). The clean app places the order as a request of `latency`
/// seconds (busy work and delayed work, as a backend does): from the tap until the answer the button
/// reads "Placing…" and is disabled, the status reads "Placing…"; then "Place", enabled, "Placed".
/// Each ``Variant`` is a way such a screen goes wrong. Without `asBusyWork` the request is delayed
/// work alone (the app is quiescent while it waits). A `wifi` switch (`order.wifi`) saves its value
/// with a request that fails, flipping it back (`order.wifiStatus` reads "Saving…" meanwhile).
@MainActor
enum PendingOrderFixture {
    enum Variant {
        case clean
        /// No request: the status reads "Placed" at once, the button "Placing…" and disabled forever.
        case answersAtOnce
        /// The button stays enabled while the order is placed.
        case notDisabled
        /// The button is enabled while the order is placed and disabled after the answer.
        case disabledOnlyAfterTheAnswer
        /// The button is enabled again 0.2 s into the request (a re-render forgets it).
        case reenabledMidway
        /// The button reads "Placing…" only for the first 0.2 s, and is disabled only after that.
        case titleAndDisabledNeverTogether
        /// Clean, and once the order is placed the screen reloads (another request of `latency`).
        case reloadsAfterTheAnswer
        /// Clean, but the request starts once a 0.3 s fade of the button has ended.
        case requestAfterAnimation
    }

    static func app(_ variant: Variant = .clean, latency: TimeInterval = 0.5, asBusyWork: Bool = true) -> KassApp {
        ClosureApp.app("PendingOrder") { root, application in
            let status = makeLabel("order.status", text: "Ready", frame: CGRect(x: 20, y: 160, width: 300, height: 30), in: root.view)
            let place = UIButton(type: .system)
            place.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
            place.setTitle("Place", for: .normal)
            place.accessibilityIdentifier = "order.place"
            root.view.addSubview(place)
            @MainActor func show(placing: Bool) {
                place.setTitle(placing ? "Placing…" : "Place", for: .normal)
                place.isEnabled = !placing || variant == .notDisabled || variant == .disabledOnlyAfterTheAnswer
                if placing { status.text = "Placing…" }
            }
            @MainActor func placeOrder() {
                show(placing: true)
                if variant == .reenabledMidway { application.scheduler.schedule(after: 0.2, label: "re-render") { place.isEnabled = true } }
                if variant == .titleAndDisabledNeverTogether {
                    place.isEnabled = true
                    application.scheduler.schedule(after: 0.2, label: "re-render") {
                        place.setTitle("Place", for: .normal)
                        place.isEnabled = false
                    }
                }
                let busy = asBusyWork ? application.beginBusyWork("request placeOrder") : nil
                application.scheduler.schedule(after: latency, label: "request placeOrder") {
                    busy?.end()
                    show(placing: false)
                    status.text = "Placed"
                    if variant == .disabledOnlyAfterTheAnswer { place.isEnabled = false }
                    guard variant == .reloadsAfterTheAnswer else { return }
                    let reload = application.beginBusyWork("request reload")
                    application.scheduler.schedule(after: latency, label: "request reload") {
                        reload.end()
                        status.text = "Placed · refreshed"
                    }
                }
            }
            place.addAction(UIAction { _ in
                guard variant != .answersAtOnce else {
                    place.setTitle("Placing…", for: .normal)
                    place.isEnabled = false
                    status.text = "Placed"
                    return
                }
                guard variant != .requestAfterAnimation else {
                    UIView.animate(withDuration: 0.3, animations: { place.alpha = 0.6 }, completion: { _ in placeOrder() })
                    return
                }
                placeOrder()
            }, for: .touchUpInside)
            let wifiStatus = makeLabel("order.wifiStatus", text: "", frame: CGRect(x: 20, y: 260, width: 300, height: 30), in: root.view)
            let wifi = UISwitch(frame: CGRect(x: 20, y: 210, width: 51, height: 31))
            wifi.accessibilityIdentifier = "order.wifi"
            wifi.addAction(UIAction { _ in
                wifiStatus.text = "Saving…"
                let busy = application.beginBusyWork("request saveWifi")
                application.scheduler.schedule(after: 0.5, label: "request saveWifi") {
                    busy.end()
                    wifi.setOn(false, animated: false)
                    wifiStatus.text = "Could not save"
                }
            }, for: .valueChanged)
            root.view.addSubview(wifi)
        }
    }
}
