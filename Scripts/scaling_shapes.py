"""Input generators for Scripts/scaling: one per axis of input shape.

Each generator takes a size N and returns {relative path: Swift text}. The inputs are small,
valid Swift shaped like real app code, with N of one thing and a constant amount of everything
else, so that a run's time grows only along that axis.
"""

HEADER = "import UIKit\n\n"


def view(name, body, superclass="UIView"):
    return (f"final class {name}: {superclass} {{\n"
            f"    override func layoutSubviews() {{\n"
            f"        super.layoutSubviews()\n{body}"
            f"    }}\n}}\n\n")


def files(n):
    """N files, each a view with one use: files per project."""
    return {f"d{i % 50}/View{i}.swift":
            HEADER + view(f"View{i}", "        frame.size.width = UIScreen.main.bounds.width\n")
            for i in range(n)}


def content_views(n):
    """N files, each a view laying a subview out from the screen: each view's type is searched for
    the places that size it from the screen (the screen-sized proof)."""
    return {f"d{i % 50}/Card{i}.swift":
            HEADER + view(f"Card{i}", "        label.frame.size.width = UIScreen.main.bounds.width\n")
            for i in range(n)}


def views_per_file(n):
    """N view classes in one file, each with a use and a caller chain of its own."""
    text = HEADER
    for i in range(n):
        text += (f"final class View{i}: UIView {{\n"
                 f"    override func awakeFromNib() {{ super.awakeFromNib(); setup() }}\n"
                 f"    func setup() {{ alpha = UIScreen.main.scale }}\n"
                 f"    override func layoutSubviews() {{ super.layoutSubviews(); relayout() }}\n"
                 f"    func relayout() {{ frame.size.width = UIScreen.main.bounds.width }}\n"
                 f"}}\n\n")
    return {"Views.swift": text}


def methods_per_type(n):
    """One view controller with N methods, each with a use."""
    body = "".join(f"    func update{i}() {{\n        label.frame.size.width = UIScreen.main.bounds.width - {i}\n    }}\n"
                   for i in range(n))
    return {"Big.swift": HEADER + "final class Big: UIViewController {\n    let label = UILabel()\n"
            + body + "}\n"}


def call_chain(n):
    """One view whose init calls step0, which calls step1, … stepN-1; a use in each step."""
    steps = "".join(f"    func step{i}() {{\n        alpha = UIScreen.main.scale\n"
                    + (f"        step{i + 1}()\n" if i + 1 < n else "") + "    }\n" for i in range(n))
    return {"Chain.swift": HEADER + "final class Chain: UIView {\n"
            "    override init(frame: CGRect) {\n        super.init(frame: frame)\n        step0()\n    }\n"
            "    required init?(coder: NSCoder) { fatalError() }\n" + steps + "}\n"}


def uses_per_method(n):
    """One layout method with N uses."""
    lines = "".join(f"        views[{i % 8}].frame.size.width = UIScreen.main.bounds.width / {i + 1}\n"
                    for i in range(n))
    return {"Layout.swift": HEADER + "final class Grid: UIViewController {\n    var views: [UIView] = []\n"
            "    override func viewDidLayoutSubviews() {\n        super.viewDidLayoutSubviews()\n"
            + lines + "    }\n}\n"}


def uses_per_initializer(n):
    """One initializer with N uses."""
    lines = "".join(f"        subviews[{i % 4}].frame.size.width = UIScreen.main.bounds.width / {i + 1}\n"
                    for i in range(n))
    return {"Init.swift": HEADER + "final class Panel: UIView {\n"
            "    override init(frame: CGRect) {\n        super.init(frame: frame)\n" + lines + "    }\n"
            "    required init?(coder: NSCoder) { fatalError() }\n}\n"}


def brightness_per_method(n):
    """One view controller method with N brightness reads and writes."""
    lines = "".join(f"        levels[{i % 4}] = UIScreen.main.brightness\n"
                    + (f"        UIScreen.main.brightness = 0.{i % 9 + 1}\n" if i % 2 else "")
                    for i in range(n))
    return {"Brightness.swift": HEADER + "final class Pass: UIViewController {\n    var levels: [CGFloat] = []\n"
            "    override func viewDidAppear(_ animated: Bool) {\n        super.viewDidAppear(animated)\n"
            + lines + "    }\n}\n"}


def suppressions(n):
    """N suppression comments, each before a use, in one method."""
    lines = "".join(f"        // screenmod:disable-next-line\n        sizes[{i % 4}] = UIScreen.main.bounds.width\n"
                    f"        // screenmod:disable\n        sizes[{i % 3}] = UIScreen.main.scale\n"
                    f"        // screenmod:enable\n" for i in range(n))
    return {"Quiet.swift": HEADER + "final class Quiet: UIView {\n    var sizes: [CGFloat] = []\n"
            "    override func layoutSubviews() {\n        super.layoutSubviews()\n" + lines + "    }\n}\n"}


def helpers(n):
    """N differently named screen helpers, each called from one of N/10 files."""
    declarations = "".join(f"    static var width{i}: CGFloat {{ main.bounds.width / {i + 1} }}\n" for i in range(n))
    out = {"Support/UIScreen+Metrics.swift": HEADER + "extension UIScreen {\n" + declarations + "}\n"}
    callers = max(n // 10, 1)
    for c in range(callers):
        calls = "".join(f"        frame.size.width = UIScreen.width{i}\n" for i in range(c, n, callers))
        out[f"Views/Caller{c}.swift"] = HEADER + view(f"Caller{c}", calls)
    return out


def same_named_helpers(n):
    """N files that each declare a screen helper of the same name, and call it."""
    return {f"m{i % 50}/Metrics{i}.swift": HEADER
            + f"enum Metrics{i} {{\n    static var screenWidth: CGFloat {{ UIScreen.main.bounds.width }}\n}}\n\n"
            + view(f"Card{i}", f"        frame.size.width = Metrics{i}.screenWidth\n")
            for i in range(n)}


def superclass_depth(n):
    """A chain of N classes, each in its own file, each subclassing the one before it."""
    out = {"Base/Level0.swift": HEADER + "class Level0: UIView {}\n"}
    for i in range(1, n):
        out[f"Base/Level{i}.swift"] = HEADER + f"class Level{i}: Level{i - 1} {{}}\n"
    out["Leaf.swift"] = HEADER + view("Leaf", "        frame.size.width = UIScreen.main.bounds.width\n",
                                      superclass=f"Level{n - 1}")
    return out


def extensions_per_type(n):
    """One view extended in N files, a use in each extension."""
    out = {"Card.swift": HEADER + "final class Card: UIView {}\n"}
    for i in range(n):
        out[f"Card+Part{i}.swift"] = (HEADER + f"extension Card {{\n    func part{i}() {{\n"
                                      f"        alpha = UIScreen.main.scale\n    }}\n}}\n")
    return out


def nested_same_name(n):
    """N files that each nest a type of the same name in a different outer type."""
    return {f"Screen{i}.swift": HEADER + f"enum Screen{i} {{\n"
            + view("Cell", "        frame.size.width = UIScreen.main.bounds.width\n").replace("\n", "\n    ")
            + "}\n" for i in range(n)}


def guard_self_closures(n):
    """One method with N `[weak self]` closures that unwrap self, each with a use."""
    blocks = "".join("        DispatchQueue.main.async { [weak self] in\n"
                     "            guard let self else { return }\n"
                     f"            self.alpha = UIScreen.main.scale / {i + 1}\n        }}\n" for i in range(n))
    return {"Async.swift": HEADER + "final class Async: UIView {\n    func refresh() {\n" + blocks + "    }\n}\n"}


def lazy_closures(n):
    """N closure-initialised lazy properties, each with a use."""
    props = "".join(f"    lazy var line{i}: UIView = {{\n        let line = UIView()\n"
                    f"        line.frame.size.height = 1 / UIScreen.main.scale\n        return line\n    }}()\n"
                    for i in range(n))
    return {"Lazy.swift": HEADER + "final class Lazy: UIView {\n" + props + "}\n"}


def bindings(n):
    """One `var` declaring N bindings, next to a use."""
    names = ", ".join(f"value{i} = {i}" for i in range(n))
    return {"Bindings.swift": HEADER + "final class Holder: UIView {\n"
            f"    var {names}\n"
            "    override func layoutSubviews() {\n        super.layoutSubviews()\n"
            "        frame.size.width = UIScreen.main.bounds.width\n    }\n}\n"}


def unbalanced_brackets(n):
    """A file with N unclosed `(` and then N stray `]` around a use: each stray closer has no
    opener of its shape, so a search for one meets every unclosed `(`."""
    return {"Broken.swift": HEADER + "final class Broken: UIView {\n    func a() {\n"
            + "        call(\n" * n + "        x = UIScreen.main.scale\n" + "        ]\n" * n + "    }\n}\n"}


def rewrites_per_file(n):
    """One drawing method with N uses, every one a rewrite."""
    lines = "".join(f"        path.lineWidth = {i + 1} / UIScreen.main.scale\n" for i in range(n))
    return {"Draw.swift": HEADER + "final class Canvas: UIView {\n    let path = UIBezierPath()\n"
            "    override func draw(_ rect: CGRect) {\n" + lines + "    }\n}\n"}


def scale_fallbacks(n):
    """One method with N `if displayScale … else UIScreen.main.scale` blocks."""
    blocks = "".join("        if traitCollection.displayScale > 0 {\n"
                     f"            scales[{i % 4}] = traitCollection.displayScale\n"
                     f"        }} else {{\n            scales[{i % 4}] = UIScreen.main.scale\n        }}\n"
                     for i in range(n))
    return {"Fallback.swift": HEADER + "final class Fallback: UIView {\n    var scales: [CGFloat] = []\n"
            "    override func layoutSubviews() {\n        super.layoutSubviews()\n" + blocks + "    }\n}\n"}


def same_named_locals(n):
    """One view controller with N methods that each bind a local `view` before a use."""
    body = "".join(f"    func make{i}() -> UIView {{\n        let view = UIView()\n"
                   f"        view.frame.size.width = UIScreen.main.bounds.width / {i + 1}\n        return view\n    }}\n"
                   for i in range(n))
    return {"Factory.swift": HEADER + "final class Factory: UIViewController {\n" + body + "}\n"}


def uses_per_statement(n):
    """One statement that assigns an array literal of N uses: each use's walk to the statement's
    `=` must step out of the literal at once, not across the elements before it."""
    elements = ",\n".join(f"            UIScreen.main.bounds.width / {i + 1}" for i in range(n))
    return {"Widths.swift": HEADER + "final class Widths: UIView {\n    var widths: [CGFloat] = []\n"
            "    override func layoutSubviews() {\n        super.layoutSubviews()\n        widths = [\n"
            + elements + "\n        ]\n    }\n}\n"}


def suppressed_statements(n):
    """One file of N top-level statements, each under `// screenmod:disable-next-line`: a use's
    suppression and its statement must be looked up, not found by a walk of the file."""
    lines = "".join(f"// screenmod:disable-next-line\nlet width{i} = UIScreen.main.bounds.width / {i + 1}\n"
                    for i in range(n))
    return {"Globals.swift": HEADER + lines}


def statements_per_line(n):
    """One line holding N statements, each with a use: a use's statement and the names on its
    line must be looked up, not found by a walk of the line."""
    line = "; ".join(f"sizes[{i % 4}] = UIScreen.main.bounds.width / {i + 1}" for i in range(n))
    return {"OneLine.swift": HEADER + "final class OneLine: UIView {\n    var sizes: [CGFloat] = []\n"
            "    override func layoutSubviews() {\n        super.layoutSubviews(); " + line + "\n    }\n}\n"}



def crossed_axes(n):
    """One view with N uses that give the screen's height to a width, in a type that turns a
    view by hand: each crossing asks where the file makes rotation transforms."""
    lines = "".join(f"        labels[{i % 4}].frame.size.width = UIScreen.main.bounds.height - {i}\n" for i in range(n))
    return {"Turned.swift": HEADER + "final class Turned: UIView {\n    var labels: [UILabel] = []\n"
            "    override func layoutSubviews() {\n        super.layoutSubviews()\n" + lines
            + "        transform = CGAffineTransform(rotationAngle: .pi / 2)\n    }\n}\n"}


def objc_older_branches(n):
    """One Objective-C method with N `if (@available(…)) … else` blocks, a use in each `else`:
    each use's block must be found by a look-up, not a walk back through the file."""
    body = "".join(f"    if (@available(iOS 13.0, *)) {{ x = 1; }} else {{ w{i} = [UIScreen mainScreen].bounds.size.width; }}\n"
                   for i in range(n))
    return {"Legacy.m": "@implementation Legacy\n- (void)setup {\n" + body + "}\n@end\n",
            "App.swift": HEADER}

def objc_screen_locals(n):
    """One Objective-C method declaring N locals from the screen's width that nothing reads: whether each
    local is a device test is found from its reads in the names index, not a walk to the block's end."""
    body = "".join(f"    CGFloat w{i} = [UIScreen mainScreen].bounds.size.width;\n" for i in range(n))
    return {"Locals.m": "@implementation Locals\n- (void)setup {\n" + body + "}\n@end\n", "App.swift": HEADER}


def list_shares(n):
    """N cells in one file, each keeping a collection view pinned in its content view and sizing its
    items as a share of the screen's width from an extension: each share asks whether the type's
    lists span its view, found once per type from one pass over the file, not one per type."""
    cells = "".join(
        f"final class Shelf{i}: UITableViewCell {{\n"
        f"    let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())\n"
        f"    func pin() {{\n"
        f"        list.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true\n"
        f"        list.trailingAnchor.constraint(equalTo: contentView.trailingAnchor).isActive = true\n    }}\n}}\n"
        f"extension Shelf{i}: UICollectionViewDelegateFlowLayout {{\n"
        f"    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,"
        f" sizeForItemAt indexPath: IndexPath) -> CGSize {{\n"
        f"        CGSize(width: UIScreen.main.bounds.width / {i % 7 + 2}, height: 40)\n    }}\n}}\n" for i in range(n))
    return {"Shelves.swift": HEADER + cells}


def stored_controllers(n):
    """N plain presenters, each in its own file with a stored controller of a project type declared
    in another file, reading the screen: the type index resolves each held type once (one grouped
    search over the project), not one search per presenter."""
    files = {}
    for i in range(n):
        files[f"Screen{i}.swift"] = HEADER + f"final class Screen{i}: UIViewController {{}}\n"
        files[f"Presenter{i}.swift"] = HEADER + (
            f"final class Presenter{i} {{\n    weak var screen: Screen{i}?\n"
            f"    func corner() -> CGFloat {{ UIScreen.main.displayCornerRadius }}\n}}\n")
    return files


def block_locals(n):
    """N locals bound from the screen in one SwiftUI closure that also reads a .global frame: each
    local's first read and each use's statement are looked up in per-block tables, built once
    (both were a walk of the block per use: 16 s at 8,000)."""
    body = "".join(f"            let w{i} = UIScreen.main.bounds.width - {i}\n" for i in range(n))
    return {"Big.swift": "import SwiftUI\n\nstruct Big: View {\n    var body: some View {\n"
            "        GeometryReader { proxy in\n            let g = proxy.frame(in: .global).minX\n"
            + body + "            Text(\"x\")\n        }\n    }\n}\n"}


# (name, generator, the N calibration starts from)
AXES = [
    ("files", files, 500),
    ("content-views", content_views, 500),
    ("views-per-file", views_per_file, 500),
    ("methods-per-type", methods_per_type, 500),
    ("call-chain", call_chain, 250),
    ("uses-per-method", uses_per_method, 500),
    ("uses-per-initializer", uses_per_initializer, 500),
    ("brightness-per-method", brightness_per_method, 250),
    ("suppressions", suppressions, 250),
    ("helpers", helpers, 250),
    ("same-named-helpers", same_named_helpers, 250),
    ("superclass-depth", superclass_depth, 125),
    ("extensions-per-type", extensions_per_type, 250),
    ("nested-same-name", nested_same_name, 250),
    ("guard-self-closures", guard_self_closures, 250),
    ("lazy-closures", lazy_closures, 250),
    ("bindings", bindings, 2000),
    ("unbalanced-brackets", unbalanced_brackets, 1000),
    ("rewrites-per-file", rewrites_per_file, 500),
    ("same-named-locals", same_named_locals, 500),
    ("scale-fallbacks", scale_fallbacks, 250),
    ("uses-per-statement", uses_per_statement, 500),
    ("crossed-axes", crossed_axes, 500),
    ("objc-older-branches", objc_older_branches, 1000),
    ("objc-screen-locals", objc_screen_locals, 1000),
    ("list-shares", list_shares, 250),
    ("stored-controllers", stored_controllers, 250),
    ("block-locals", block_locals, 1000),
    # These two start at 32,000 so that 4N reaches 128,000: quadratic walks there took 17 s and
    # 11 s at 32,000 and looked linear below 8,000.
    ("suppressed-statements", suppressed_statements, 32000),
    ("statements-per-line", statements_per_line, 32000),
]
