import UIKit

/// Sends anonymous usage events; attaches the device's screen metrics to each session.
final class AnalyticsService {
    static let shared = AnalyticsService()

    private var sessionProperties: [String: String] = [:]

    func start() {
        let bounds = UIScreen.main.bounds
        sessionProperties["screen"] = "\(Int(bounds.width))x\(Int(bounds.height))"
        sessionProperties["scale"] = "\(UIScreen.main.scale)"
        // Written for Swift 2 and never touched since.
        sessionProperties["native_scale"] = String(describing: UIScreen.mainScreen().nativeScale)
        sessionProperties["notch"] = UIDevice.current.hasNotch ? "yes" : "no"
    }

    func track(_ event: String) {
        var properties = sessionProperties
        properties["event"] = event
        properties["compact"] = UIScreen.isCompactPhone ? "yes" : "no"
        send(properties)
    }

    private func send(_ properties: [String: String]) {}
}
