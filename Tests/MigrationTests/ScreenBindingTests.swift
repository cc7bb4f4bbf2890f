import Testing
import SourceModel
@testable import Migration

/// `{screen}`: reads of the screen object bound once with `guard let screen = …` (screen-object-guard).
@Suite("Screen binding with guard let")
struct ScreenBindingTests {
    @Test("Two reads in one method share one guard before the first")
    func oneGuardPerBlock() {
        let project = TestProject("""
            import UIKit
            final class TicketViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    let previous = UIScreen.main.brightness
                    print(previous)
                    fps = UIScreen.main.maximumFramesPerSecond
                }
            }
            """)
        #expect(project.migrated() == """
            import UIKit
            final class TicketViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    guard let screen = view.window?.windowScene?.screen else { return }
                    let previous = screen.brightness
                    print(previous)
                    fps = screen.maximumFramesPerSecond
                }
            }
            """)
    }

    @Test("A function with an optional result returns nil without a window")
    func optionalResult() {
        let project = TestProject("""
            import UIKit
            final class AnchorView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    tip.frame = rect() ?? .zero
                }
                private func rect() -> CGRect? {
                    let rect = convert(bounds, to: UIScreen.main.coordinateSpace)
                    return rect
                }
            }
            """)
        #expect(project.migrated().contains("        guard let screen = window?.windowScene?.screen else { return nil }\n        let rect = convert(bounds, to: screen.coordinateSpace)"))
    }

    @Test("A getter, a value-returning function, a defer block and a switch case are reported, not rewritten")
    func refusals() {
        let project = TestProject("""
            import UIKit
            final class NightViewController: UIViewController {
                var isDim: Bool {
                    UIScreen.main.brightness < 0.3
                }
                func level() -> CGFloat {
                    return UIScreen.main.brightness
                }
                func restore() {
                    defer {
                        level = UIScreen.main.brightness
                    }
                }
                func apply(_ mode: Int) {
                    switch mode {
                    case 0: fps = UIScreen.main.maximumFramesPerSecond
                    default: break
                    }
                }
            }
            """)
        #expect(project.results()["Input.swift"]?.edits.isEmpty == true)
        let findings = project.findings()
        #expect(findings.count == 4)
        #expect(findings.allSatisfy { $0.contains("screen-object-guard: not rewritten:") })
    }

    @Test("An escaping closure of a class gets self. in the guard; a closure returning a value is reported")
    func closures() {
        let project = TestProject("""
            import UIKit
            final class FlashlightView: UIView {
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    UIView.animate(withDuration: 0.5) {
                        self.level = UIScreen.main.brightness
                    }
                    values = samples.map { _ in UIScreen.main.nativeScale }
                }
            }
            """)
        let migrated = project.migrated()
        #expect(migrated.contains("""
                    UIView.animate(withDuration: 0.5) {
                        guard let screen = self.window?.windowScene?.screen else { return }
                        self.level = screen.brightness
            """))
        #expect(migrated.contains("values = samples.map { _ in UIScreen.main.nativeScale }"))
        #expect(project.findings().count == 1)
    }

    @Test("A name `screen` already in use blocks the guard")
    func nameTaken() {
        let project = TestProject("""
            import UIKit
            final class ExternalViewController: UIViewController {
                var screen: UIScreen?
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    screen = UIScreen.main
                }
            }
            """)
        #expect(project.results()["Input.swift"]?.edits.isEmpty == true)
        #expect(project.findings().first?.contains("`screen` is already a name") == true)
    }

    @Test("Guards in different #if branches are all kept")
    func ifBranches() {
        let project = TestProject("""
            import UIKit
            final class GameViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    #if DEBUG
                    fps = UIScreen.main.maximumFramesPerSecond
                    #else
                    fps = UIScreen.main.maximumFramesPerSecond / 2
                    #endif
                }
            }
            """)
        let guards = project.migrated().split(separator: "\n").filter { $0.contains("guard let screen") }.count
        #expect(guards == 2)
    }
}
