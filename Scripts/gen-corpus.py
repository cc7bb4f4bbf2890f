#!/usr/bin/env python3
"""Generate a deterministic corpus of iOS-app-shaped Swift repositories for Scripts/bench.

Usage: gen-corpus.py OUTDIR [--files N] [--seed S]

The same (files, seed) pair always produces the same bytes: every random choice comes from a
random.Random seeded with a string (Python hashes string seeds with SHA-512, independent of
PYTHONHASHSEED), and files are planned in a fixed order before they are rendered.

About 1 Swift file in 40 uses UIScreen.main in the ways screenmod's rule table covers; the rest
are ordinary view controllers, views, cells, SwiftUI views, models, networking, extensions and
helpers, most of them 2-30 KB with a few large generated ones.
"""

import argparse
import os
import random
import re
import sys
from multiprocessing import Pool

# --------------------------------------------------------------------------------------------
# Vocabulary

# (repository, build system, deployment target, indent unit, nouns of the app's domain)
REPOS = [
    ("ShopKit", "xcode", "15.0", "    ",
     ["Product", "Cart", "Order", "Checkout", "Coupon", "Wishlist", "Review", "Category", "Store", "Shipment"]),
    ("SocialFeed", "xcode", "16.0", "    ",
     ["Post", "Comment", "Story", "Profile", "Follower", "Feed", "Message", "Reaction", "Hashtag", "Mention"]),
    ("Tempo", "spm", "17", "    ",
     ["Track", "Album", "Artist", "Playlist", "Player", "Queue", "Lyric", "Podcast", "Episode", "Library"]),
    ("PulseFit", "xcode", "14.0", "  ",
     ["Workout", "Exercise", "Routine", "Goal", "Activity", "HeartRate", "Meal", "Streak", "Badge", "Coach"]),
    ("Wayfarer", "xcode", "13.0", "    ",
     ["Trip", "Booking", "Flight", "Hotel", "Itinerary", "Destination", "Ticket", "Passenger", "Seat", "Voucher"]),
    ("LedgerBank", "spm", "15", "    ",
     ["Account", "Transaction", "Card", "Transfer", "Payee", "Statement", "Budget", "Loan", "Investment", "Alert"]),
    ("DailyBrief", "xcode", "26.0", "\t",
     ["Article", "Headline", "Section", "Author", "Bookmark", "Topic", "Edition", "Video", "Gallery", "Podcast"]),
    ("ChatterBox", "spm", "13", "    ",
     ["Conversation", "Message", "Contact", "Channel", "Attachment", "Call", "Sticker", "Group", "Invite", "Presence"]),
]
REPO_WEIGHTS = [0.20, 0.17, 0.14, 0.12, 0.11, 0.10, 0.09, 0.07]

QUALIFIERS = ["", "Featured", "Recent", "Saved", "Shared", "Popular", "Archived", "Pending", "Premium",
              "Local", "Remote", "Draft", "Scheduled", "Compact", "Expanded", "Quick", "Nearby", "Trending"]
VARIANTS = ["", "List", "Detail", "Edit", "Settings", "Summary", "Picker", "Filter", "Search", "History",
            "Overview", "Preview", "Share", "Onboarding", "Header", "Footer", "Grid", "Carousel", "Banner", "Empty"]

PROPS = {
    "title": "String", "subtitle": "String", "name": "String", "detailText": "String", "summary": "String",
    "status": "Status", "identifier": "UUID", "price": "Decimal", "amount": "Double", "count": "Int",
    "rating": "Double", "progress": "Float", "score": "Int", "spacing": "CGFloat", "padding": "CGFloat",
    "contentInset": "CGFloat", "cornerRadius": "CGFloat", "duration": "TimeInterval", "createdAt": "Date",
    "updatedAt": "Date", "category": "String", "tags": "[String]", "isLoading": "Bool", "isEnabled": "Bool",
    "isExpanded": "Bool", "isSelected": "Bool", "errorMessage": "String?", "placeholder": "String",
    "thumbnailURL": "URL?", "avatarURL": "URL?", "ownerName": "String", "distance": "Double",
    "currencyCode": "String", "total": "Decimal", "badgeCount": "Int", "pageIndex": "Int",
    "retryCount": "Int", "accessToken": "String?", "lastSyncDate": "Date?", "sortOrder": "SortOrder",
}
PROP_NAMES = list(PROPS)
VERBS = ["load", "reload", "refresh", "configure", "update", "apply", "present", "dismiss", "handle",
         "fetch", "save", "delete", "validate", "prepare", "render", "bind", "observe", "track", "toggle",
         "reset", "sync", "schedule", "cancel", "restore", "animate", "share", "submit", "select", "filter", "sort"]
OBJECTS = ["Content", "Items", "Header", "Footer", "Layout", "State", "Selection", "Badge", "Toolbar",
           "Appearance", "Constraints", "Subviews", "DataSource", "Snapshot", "Cache", "Session", "Results",
           "Filters", "Preferences", "Analytics", "Accessibility", "Placeholder", "EmptyState", "Error"]
LOCALS = ["result", "value", "item", "model", "response", "payload", "formatted", "index", "offset",
          "frame", "size", "insets", "attributes", "request", "components", "date", "summary", "entries",
          "visible", "selected", "pending", "remaining", "updated", "snapshot", "config", "style", "delta"]
WORDS = ["loading", "failed to load", "refreshing", "no results", "retry", "saved", "updated", "tap to continue",
         "something went wrong", "welcome back", "sign in", "done", "cancel", "try again later", "offline",
         "sync complete", "invalid response", "session expired", "see all", "new", "upcoming", "details"]
UNICODE_WORDS = ["Café", "naïve", "München", "日本語", "✓ Done", "→ Next", "€ 12,50", "Zürich", "😀", "—"]
CASES = ["idle", "loading", "loaded", "failed", "empty", "refreshing", "paginating", "offline", "editing"]
COMMENTS = ["Keep the layout stable while data loads.", "Called on the main actor only.",
            "The server sends dates in ISO 8601 with fractional seconds.", "Avoid retain cycles here.",
            "Work around a UIKit quirk on rotation.", "TODO: move this into the view model.",
            "FIXME: pagination sometimes skips a page.", "This mirrors the Android implementation.",
            "Values are cached for the lifetime of the session.", "See design spec v2 for spacing."]
EXT_BASES = ["String", "Date", "UIColor", "UIView", "UIViewController", "Array", "Collection", "URL",
             "Data", "Double", "Int", "UIImage", "UITableView", "UICollectionView", "NSAttributedString",
             "Bundle", "UserDefaults", "View", "Color", "Optional", "Decimal", "UILabel", "UIButton"]
EXT_CONCERNS = ["Formatting", "Layout", "Helpers", "Validation", "Convenience", "Styling", "Localization",
                "Accessibility", "Animation", "Safe", "Reuse", "Theme", "Parsing", "Rounding", "Metrics"]

# Kind -> weight among ordinary Swift files.
KINDS = [("viewcontroller", 16), ("uiview", 10), ("tablecell", 6), ("collectioncell", 5), ("swiftui", 16),
         ("viewmodel", 8), ("model", 13), ("networking", 6), ("extension", 7), ("helper", 6), ("tests", 6),
         ("uitests", 1)]

HEADER_AUTHORS = ["Anna Schmidt", "Jordan Lee", "Priya Patel", "Mateo García", "Chen Wei", "Olivia Brown",
                  "Lukas Novák", "Sofia Rossi", "Kenji Tanaka", "Amara Okafor"]


# --------------------------------------------------------------------------------------------
# Template filling: «x1» placeholders, stable within one template so a name can be reused.

PLACEHOLDER = re.compile(r"«([a-zA-Z]+)(\d*)»")


class Filler:
    """Fills placeholders with names drawn from one random stream."""

    def __init__(self, rng, noun):
        self.rng = rng
        self.noun = noun

    def pick(self, kind):
        r = self.rng
        if kind == "p":
            return r.choice(PROP_NAMES)
        if kind == "v":
            return r.choice(LOCALS)
        if kind == "m":
            return r.choice(VERBS) + r.choice(OBJECTS)
        if kind == "N":
            return self.noun
        if kind == "n":
            return self.noun[0].lower() + self.noun[1:]
        if kind == "s":
            return r.choice(WORDS) if r.random() < 0.93 else r.choice(UNICODE_WORDS)
        if kind == "i":
            return str(r.choice([0, 1, 2, 3, 4, 8, 12, 16, 20, 24, 32, 44, 64, 100, 250, 1000]))
        if kind == "f":
            return r.choice(["0.25", "0.3", "0.5", "0.75", "1.0", "1.5", "2.0", "12.0", "16.0", "0.15"])
        if kind == "d":
            return str(r.choice([0, 1, 2, 2, 3]))
        if kind == "c":
            return r.choice(CASES)
        if kind == "k":
            return r.choice(COMMENTS)
        raise KeyError(kind)

    def fill(self, template):
        chosen = {}

        def repl(match):
            key = match.group(0)
            if key not in chosen:
                chosen[key] = self.pick(match.group(1))
            return chosen[key]

        return PLACEHOLDER.sub(repl, template)


def lines_of(text):
    """Splits a filled template into lines."""
    return text.split("\n")


def indent(lines, levels=1):
    """Indents lines by four spaces per level (converted to the repository's unit on output)."""
    pad = "    " * levels
    return [pad + line if line else line for line in lines]


def block(header, body, closer="}"):
    """Wraps body lines in `header {` ... `}`."""
    return [header + " {"] + indent(body) + [closer]


# --------------------------------------------------------------------------------------------
# Statements: method bodies are drawn from these templates.

COMMON_STATEMENTS = [
    "let «v1» = «p1».count + «i1»",
    "guard let «v1» = «p2» else {\n    return\n}",
    "guard !«p1».isEmpty else { return }",
    "if «p1».isEmpty {\n    «m1»()\n} else {\n    «m2»(animated: true)\n}",
    "for «v1» in «p1» where «v1».isEnabled {\n    «v2».append(«v1».«p2»)\n}",
    "let «v1» = «p1».map { $0.«p2» }.filter { !$0.isEmpty }",
    "«p1» = \"«s1»\"",
    "print(\"[«N»] «s1»: \\(«p1»)\")",
    "logger.debug(\"«s1» \\(«p1».count) items for \\(«p2», privacy: .public)\")",
    "let «v1» = String(format: \"%.«d1»f\", «p1»)",
    "defer { «p1» = false }",
    "switch «p1» {\ncase .«c1»:\n    «m1»()\ncase .«c2», .«c3»:\n    break\ndefault:\n    «p2» = nil\n}",
    "// «k1»",
    "/* «k1» */",
    "let «v1»: [String: Any] = [\n    \"«p1»\": «p1»,\n    \"«p2»\": «i1»,\n    \"source\": \"«s1»\",\n]",
    "do {\n    let «v1» = try JSONDecoder().decode(«N».self, from: data)\n    «m1»(«v1»)\n} catch {\n"
    "    logger.error(\"Decoding «N» failed: \\(error.localizedDescription)\")\n}",
    "#if DEBUG\nprint(\"«s1»\", «p1»)\n#endif",
    "let «v1» = #\"^[A-Z]{2}\\d{4}-\\w+$\"#",
    "Task { @MainActor in\n    await «m1»()\n}",
    "«p1».sort { $0.«p2» < $1.«p2» }",
    "let «v1» = «p1».reduce(0) { $0 + $1.«p2» }",
    "let «v1» = \"\"\"\n«s1» \\(«p1»)\n«s2», \\(«p2».description)\n\"\"\"",
    "«v1».«p1» = «p2» ?? «f1»",
    "let «v1» = «p1» > «i1» ? \"\\(«p1»)+\" : \"«s1»\"",
    "if let «v1» = «p1», «v1».«p2» != «p3» {\n    «m1»(«v1»)\n}",
    "let «v1» = «p1».first(where: { $0.identifier == «p2» })",
    "«p1».removeAll { $0.«p2» == nil }",
    "let «v1» = DateFormatter()\n«v1».dateStyle = .medium\n«v1».timeStyle = .short",
    "NotificationCenter.default.post(name: .«n1»DidChange, object: self, userInfo: [\"«p1»\": «p1»])",
    "let «v1» = NSLocalizedString(\"«n1».«p1».title\", comment: \"«s1»\")",
    "assert(«p1» >= 0, \"«p1» must not be negative\")",
    "«p1» += «i1»",
    "let «v1» = («p1» as NSString).length",
    "let «v1» = try? «m1»(«p1»: «p2»)",
    "let «v1» = «p1».isEmpty ? \"«s1»\" : \"\\(«p1».count) \\(«p2»)\"",
    "let «v1» = \"Total: \\(String(format: \"%.2f\", «p1»)) \\(«p2» ?? \"«s1»\")\"",
    "while «p1» < «i1» {\n    «p1» += 1\n}",
    "«m1»(«p1»: «p1», «p2»: «f1»)",
    "let «v1» = Set(«p1».map(\\.«p2»))",
]

UIKIT_STATEMENTS = [
    "view.addSubview(«n1»View)\n«n1»View.translatesAutoresizingMaskIntoConstraints = false",
    "NSLayoutConstraint.activate([\n    «n1»View.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: «i1»),\n"
    "    «n1»View.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: «i2»),\n"
    "    «n1»View.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -«i2»),\n"
    "    «n1»View.heightAnchor.constraint(equalToConstant: «i3»),\n])",
    "titleLabel.text = «p1»\ntitleLabel.font = .preferredFont(forTextStyle: .headline)\ntitleLabel.numberOfLines = 0",
    "UIView.animate(withDuration: «f1») {\n    self.«n1»View.alpha = self.«p1» ? 1 : 0\n}",
    "let alert = UIAlertController(title: \"«s1»\", message: «p1», preferredStyle: .alert)\n"
    "alert.addAction(UIAlertAction(title: \"OK\", style: .default))\npresent(alert, animated: true)",
    "button.setTitle(\"«s1»\", for: .normal)\nbutton.addTarget(self, action: #selector(«m1»Tapped), for: .touchUpInside)",
    "imageView.layer.cornerRadius = «i1»\nimageView.clipsToBounds = true\nimageView.contentMode = .scaleAspectFill",
    "stackView.axis = .vertical\nstackView.spacing = «i1»\nstackView.alignment = .fill",
    "DispatchQueue.main.async { [weak self] in\n    self?.«m1»()\n}",
    "navigationController?.pushViewController(«N»DetailViewController(«n1»: «p1»), animated: true)",
    "tableView.register(«N»Cell.self, forCellReuseIdentifier: «N»Cell.reuseIdentifier)",
    "backgroundColor = UIColor(named: \"«N»Background\") ?? .systemBackground",
    "layer.shadowColor = UIColor.black.cgColor\nlayer.shadowOpacity = «f1»\nlayer.shadowOffset = CGSize(width: 0, height: «i1»)",
    "accessibilityLabel = \"\\(«p1»), \\(«p2»)\"\naccessibilityTraits = .button",
]

SWIFTUI_VIEWS = [
    "Text(«p1»)\n    .font(.headline)\n    .foregroundStyle(.primary)",
    "Text(\"«s1»\")\n    .font(.subheadline)\n    .foregroundColor(.secondary)\n    .lineLimit(2)",
    "Image(systemName: \"star.fill\")\n    .imageScale(.large)\n    .foregroundColor(.yellow)",
    "Button(\"«s1»\") {\n    viewModel.«m1»()\n}\n.buttonStyle(.borderedProminent)",
    "HStack(spacing: «i1») {\n    Text(«p1»)\n    Spacer()\n    Text(\"\\(«p2»)\")\n        .monospacedDigit()\n}",
    "if viewModel.isLoading {\n    ProgressView()\n        .progressViewStyle(.circular)\n} else {\n"
    "    Text(\"«s1»\")\n}",
    "ForEach(viewModel.items) { item in\n    «N»Row(item: item)\n        .padding(.vertical, «i1»)\n}",
    "Toggle(\"«s1»\", isOn: $isEnabled)\n    .tint(.accentColor)",
    "Divider()",
    "Label(\"«s1»\", systemImage: \"clock\")\n    .labelStyle(.titleAndIcon)",
    "AsyncImage(url: «p1») { image in\n    image.resizable().scaledToFill()\n} placeholder: {\n"
    "    Color.gray.opacity(0.2)\n}\n.frame(width: «i1», height: «i1»)\n.clipShape(RoundedRectangle(cornerRadius: 8))",
    "Spacer(minLength: «i1»)",
]


def statements(f, count, extra=()):
    """Returns `count` random statements, drawn from the common pool plus `extra`."""
    pool = COMMON_STATEMENTS + list(extra)
    out = []
    for _ in range(count):
        out.extend(lines_of(f.fill(f.rng.choice(pool))))
    return out


def method(f, extra=(), name=None, signature=None, size=None, in_struct=False):
    """Returns one method with a random signature and body."""
    r = f.rng
    name = name or f.fill("«m1»")
    if signature is None:
        signature = r.choice(["()", "(animated: Bool)", "(_ «n1»: «N»)", "(at index: Int)",
                              "(with «p1»: String, completion: @escaping (Result<Void, Error>) -> Void)",
                              "(_ sender: Any)", "() async throws", "(for «p1»: Int) -> Bool", "() -> String"])
    access = r.choice(["", "", "private ", "private ", "fileprivate ", "public "] +
                      ([] if in_struct else ["@objc private ", "final "]))
    body = statements(f, size or r.randint(3, 14), extra)
    doc = ["/// " + f.fill("«k1»")] if r.random() < 0.3 else []
    return doc + block(f"{access}func {name}{f.fill(signature)}", body) + [""]


def stored_properties(f, count, swiftui=False):
    """Returns stored property declarations with plausible types and initial values."""
    r = f.rng
    out = []
    for name in r.sample(PROP_NAMES, count):
        kind = PROPS[name]
        if kind.endswith("?"):
            init = " = nil"
        elif kind == "Bool":
            init = " = " + r.choice(["false", "true"])
        elif kind in ("Int", "CGFloat", "Double", "Float", "TimeInterval", "Decimal"):
            init = " = " + f.fill("«i1»")
        elif kind == "String":
            init = " = \"\""
        elif kind == "[String]":
            init = " = []"
        else:
            init = ""
        if swiftui:
            wrapper = r.choice(["@State private var", "@State private var", "let", "var"])
            if wrapper.startswith("@State") and not init:
                wrapper = "let"
            out.append(f"{wrapper} {name}: {kind}{init}")
        else:
            access = r.choice(["private ", "", "private(set) ", "public "])
            keyword = "var" if init else "let"
            out.append(f"{access}{keyword} {name}: {kind}{init}")
    return out


# --------------------------------------------------------------------------------------------
# UIScreen.main scenarios, one per row of screenmod's rule table (and the real-world idioms).
# Each returns parts for the file's renderer: props (stored properties), methods (slot, lines),
# body / modifiers (SwiftUI), stmts (inside a filler method), toplevel, decls (after the type).

def snippet(text):
    """Strips the surrounding blank lines of a triple-quoted snippet."""
    import textwrap
    return textwrap.dedent(text).strip("\n").split("\n")


VIEW_SCENARIOS = {
    "view.hairline-layout": lambda f: {"methods": [("layoutSubviews", snippet(r"""
        override func layoutSubviews() {
            super.layoutSubviews()
            let hairline = 1 / UIScreen.main.scale
            separatorView.frame = CGRect(x: contentInset, y: bounds.height - hairline,
                                         width: bounds.width - contentInset * 2, height: hairline)
        }
        """))]},
    "view.bounds-layout": lambda f: {"methods": [("layoutSubviews", snippet(r"""
        override func layoutSubviews() {
            super.layoutSubviews()
            let maxWidth = UIScreen.main.bounds.width - 2 * padding
            titleLabel.preferredMaxLayoutWidth = maxWidth
            gradientLayer.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: bounds.height)
        }
        """))]},
    "view.contents-scale": lambda f: {"methods": [("configureLayers", snippet(r"""
        private func configureLayers() {
            shapeLayer.contentsScale = UIScreen.main.scale
            layer.contentsScale = UIScreen.main.scale
            layer.rasterizationScale = UIScreen.main.scale
        }
        """))]},
    "view.super-init-bounds": lambda f: {"methods": [("init", snippet(r"""
        init() {
            super.init(frame: UIScreen.main.bounds)
            setupViews()
        }
        """))]},
    "view.draw-scale": lambda f: {"methods": [("draw", snippet(r"""
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            let lineWidth = 1.0 / UIScreen.main.scale
            context.setLineWidth(lineWidth)
            context.setStrokeColor(UIColor.separator.cgColor)
            context.move(to: CGPoint(x: rect.minX, y: rect.maxY - lineWidth / 2))
            context.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - lineWidth / 2))
            context.strokePath()
        }
        """))]},
    "view.stored-initializer": lambda f: {"props": snippet(r"""
        private let borderWidth: CGFloat = 1 / UIScreen.main.scale
        private lazy var maxContentWidth: CGFloat = UIScreen.main.bounds.width * 0.9
        """)},
    "view.intrinsic-size": lambda f: {"methods": [("intrinsicContentSize", snippet(r"""
        override var intrinsicContentSize: CGSize {
            CGSize(width: UIScreen.main.bounds.size.width, height: preferredHeight)
        }
        """))]},
    "view.brightness-window": lambda f: {"props": ["private var savedBrightness: CGFloat = 0.5"],
                                         "methods": [("didMoveToWindow", snippet(r"""
        override func didMoveToWindow() {
            super.didMoveToWindow()
            if window != nil {
                savedBrightness = UIScreen.main.brightness
                UIScreen.main.brightness = 1.0
            } else {
                UIScreen.main.brightness = savedBrightness
            }
        }
        """))]},
    "view.weak-self-animation": lambda f: {"methods": [("expandToFullWidth", snippet(r"""
        func expandToFullWidth() {
            UIView.animate(withDuration: 0.3, animations: { [weak self] in
                self?.frame.size.width = UIScreen.main.bounds.width
            }, completion: { [weak self] _ in
                guard let self else { return }
                self.layoutIfNeeded()
            })
        }
        """))]},
    "view.static-height": lambda f: {"props": snippet(r"""
        static let preferredHeight: CGFloat = UIScreen.main.bounds.width * 0.56
        """)},
}

CONTROLLER_SCENARIOS = {
    "vc.view-did-load": lambda f: {"methods": [("viewDidLoad", snippet(r"""
        override func viewDidLoad() {
            super.viewDidLoad()
            setupViews()
            tableView.rowHeight = UIScreen.main.bounds.height / 8
            headerView.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 180)
            bindViewModel()
        }
        """))]},
    "vc.did-layout": lambda f: {"methods": [("viewDidLayoutSubviews", snippet(r"""
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let itemWidth = (UIScreen.main.bounds.size.width - 48) / 2
            flowLayout.itemSize = CGSize(width: itemWidth, height: itemWidth * 1.4)
            separator.frame.size.height = 1 / UIScreen.main.scale
        }
        """))]},
    "vc.brightness": lambda f: {"props": ["private var originalBrightness: CGFloat = 0.5"], "methods": [
        ("viewDidAppear", snippet(r"""
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            originalBrightness = UIScreen.main.brightness
            UIScreen.main.brightness = 1.0
        }
        """)), ("viewWillDisappear", snippet(r"""
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            UIScreen.main.brightness = originalBrightness
        }
        """)), ("dimTapped", snippet(r"""
        @objc private func dimTapped() {
            UIScreen.main.brightness -= 0.1
        }
        """))]},
    "vc.stored-initializer": lambda f: {"props": snippet(r"""
        private let screenWidth = UIScreen.main.bounds.width
        private lazy var cardSize = CGSize(width: UIScreen.main.bounds.width - 32, height: 220)
        """)},
    "vc.compositional": lambda f: {"methods": [("makeLayout", snippet(r"""
        private func makeLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { sectionIndex, environment in
                let columns = UIScreen.main.bounds.width > 600 ? 3 : 2
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                                                      heightDimension: .absolute(UIScreen.main.bounds.height / 4))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                       heightDimension: .estimated(200))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = sectionIndex == 0 ? .groupPaging : .none
                return section
            }
        }
        """))]},
    "vc.compositional-unnamed": lambda f: {"methods": [("makeLayout", snippet(r"""
        private func makeLayout() -> UICollectionViewCompositionalLayout {
            let layout = UICollectionViewCompositionalLayout { _, _ in
                let width = UIScreen.main.bounds.size.width
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(width - 32),
                                                                    heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .absolute(width), heightDimension: .absolute(width * 0.6)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            return layout
        }
        """))]},
    "vc.transition": lambda f: {"methods": [("viewWillTransition", snippet(r"""
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            coordinator.animate(alongsideTransition: { _ in
                self.headerHeightConstraint.constant = UIScreen.main.bounds.height * 0.3
            })
        }
        """))]},
    "vc.fallback": lambda f: {"methods": [("availableWidth", snippet(r"""
        private var availableWidth: CGFloat {
            view.window?.bounds.size.width ?? UIScreen.main.bounds.size.width
        }
        """)), ("currentScreen", snippet(r"""
        private func currentScreen() -> UIScreen {
            view.window?.windowScene?.screen ?? UIScreen.main
        }
        """))]},
    "vc.weak-self-guard": lambda f: {"methods": [("scheduleResize", snippet(r"""
        private func scheduleResize() {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { [weak self] in
                guard let self = self else { return }
                self.panelWidthConstraint.constant = UIScreen.main.bounds.width * 0.75
            }
        }
        """))]},
    "vc.weak-self-optional": lambda f: {"methods": [("observeKeyboard", snippet(r"""
        private func observeKeyboard() {
            keyboardObserver = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
            ) { [weak self] notification in
                self?.bottomConstraint.constant = UIScreen.main.bounds.height * 0.4
            }
        }
        """))]},
    "vc.display-link": lambda f: {"methods": [("startDisplayLink", snippet(r"""
        private func startDisplayLink() {
            let link = CADisplayLink(target: self, selector: #selector(step))
            link.preferredFramesPerSecond = UIScreen.main.maximumFramesPerSecond
            link.add(to: .main, forMode: .common)
            displayLink = link
            renderScale = UIScreen.main.nativeScale
        }
        """))]},
    "vc.bare-screen": lambda f: {"methods": [("captureSnapshot", snippet(r"""
        private func captureSnapshot() -> UIView? {
            let screen = UIScreen.main
            return screen.snapshotView(afterScreenUpdates: false)
        }
        """))]},
    "vc.multiline-chain": lambda f: {"methods": [("updatePreferredSize", snippet(r"""
        private func updatePreferredSize() {
            let width = UIScreen
                .main
                .bounds
                .width
            preferredContentSize = CGSize(width: width, height: 320) // sized for the sheet
        }
        """))]},
    "vc.coordinate-space": lambda f: {"methods": [("frameOnScreen", snippet(r"""
        private func frameOnScreen(of subview: UIView) -> CGRect {
            subview.convert(subview.bounds, to: UIScreen.main.coordinateSpace)
        }
        """))]},
    "vc.interpolation": lambda f: {"stmts": snippet(r"""
        logger.info("screen \(UIScreen.main.bounds.width)x\(UIScreen.main.bounds.height) @\(UIScreen.main.scale)x")
        """)},
}

SWIFTUI_SCENARIOS = {
    "swiftui.frame-width": lambda f: {"body": snippet(r"""
        Image("«n1»Hero")
            .resizable()
            .aspectRatio(contentMode: .fill)
            .frame(width: UIScreen.main.bounds.width * 0.8)
        """)},
    "swiftui.frame-height": lambda f: {"body": snippet(r"""
        RoundedRectangle(cornerRadius: 12)
            .fill(Color.secondary.opacity(0.2))
            .frame(height: UIScreen.main.bounds.height / 3)
        """)},
    "swiftui.hairline": lambda f: {"body": snippet(r"""
        Rectangle()
            .fill(Color.gray.opacity(0.3))
            .frame(height: 1 / UIScreen.main.scale)
        """)},
    "swiftui.carousel": lambda f: {"body": snippet(r"""
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 12) {
                ForEach(viewModel.items) { item in
                    «N»Card(item: item)
                        .frame(width: UIScreen.main.bounds.size.width - 40, height: 200)
                }
            }
        }
        """)},
    "swiftui.stored": lambda f: {"props": snippet(r"""
        private let cardWidth = UIScreen.main.bounds.width - 32
        """)},
    "swiftui.brightness": lambda f: {"modifiers": snippet(r"""
        .onAppear {
            UIScreen.main.brightness = 1
        }
        """)},
    "swiftui.scale-stroke": lambda f: {"methods": [("border", snippet(r"""
        private var border: some View {
            RoundedRectangle(cornerRadius: 8)
                .stroke(Color.primary.opacity(0.2), lineWidth: 1.0 / UIScreen.main.scale)
        }
        """))]},
}

PLAIN_SCENARIOS = {
    "plain.thumbnail-scale": lambda f: {"methods": [("pixelSize", snippet(r"""
        func pixelSize(for size: CGSize) -> CGSize {
            let scale = UIScreen.main.scale
            return CGSize(width: size.width * scale, height: size.height * scale)
        }
        """))]},
    "plain.url-interpolation": lambda f: {"methods": [("imageURL", snippet(r"""
        func imageURL(for path: String) -> URL {
            baseURL.appendingPathComponent("\(path)@\(Int(UIScreen.main.scale))x.png")
        }
        """))]},
    "plain.computed-width": lambda f: {"methods": [("itemWidth", snippet(r"""
        var itemWidth: CGFloat {
            (UIScreen.main.bounds.width - 48) / 2
        }
        """))]},
    "plain.static-constant": lambda f: {"props": snippet(r"""
        static let previewHeight: CGFloat = UIScreen.main.bounds.height * 0.25
        """)},
    "plain.legacy": lambda f: {"methods": [("legacyScreenSize", snippet(r"""
        func legacyScreenSize() -> CGSize {
            UIScreen.mainScreen().bounds.size
        }
        """))]},
}

HELPER_DECLS = {
    "helper.cgfloat": snippet(r"""
        extension CGFloat {
            static let hairline: CGFloat = 1 / UIScreen.main.scale
            static var screenWidth: CGFloat { UIScreen.main.bounds.width }
        }
        """),
    "helper.device": snippet(r"""
        extension UIDevice {
            /// True on iPhone X-style devices, detected from the screen's pixel height.
            var hasNotch: Bool {
                let height = UIScreen.main.nativeBounds.height
                return height == 2436 || height == 2688 || height == 1792 || height == 2532
            }

            static var isSmallPhone: Bool { UIScreen.main.nativeBounds.height == 1136 }
        }
        """),
    "helper.layout-enum": snippet(r"""
        enum ScreenLayout {
            static let screenWidth = UIScreen.main.bounds.width
            static let screenHeight = UIScreen.main.bounds.size.height
            static let scale = UIScreen.main.scale
            static let gridSpacing: CGFloat = 8
        }
        """),
    "helper.image": snippet(r"""
        extension UIImage {
            func resized(toWidth width: CGFloat) -> UIImage {
                let format = UIGraphicsImageRendererFormat()
                format.scale = UIScreen.main.scale
                let height = size.height * width / size.width
                return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { _ in
                    draw(in: CGRect(x: 0, y: 0, width: width, height: height))
                }
            }
        }
        """),
}
HELPER_TOPLEVEL = snippet(r"""
    let kScreenWidth = UIScreen.main.bounds.width
    let kScreenHeight = UIScreen.main.bounds.height
    """)
UISCREEN_EXTENSION = snippet(r"""
    extension UIScreen {
        static var width: CGFloat { main.bounds.width }
        static var height: CGFloat { main.bounds.height }
        static var isCompact: Bool { main.bounds.width < 375 }
        static var onePixel: CGFloat { 1 / main.scale }
    }
    """)
UISCREEN_CALLERS = [
    "let availableWidth = UIScreen.width - 32",
    "let sheetHeight = UIScreen.height * 0.6",
    "let columns = UIScreen.isCompact ? 1 : 2",
    "let lineHeight = UIScreen.onePixel",
]
APP_WINDOW_SCENE = snippet(r"""
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowScene = windowScene
        window.rootViewController = UINavigationController(rootViewController: RootViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
    """)
APP_WINDOW_LAUNCH = snippet(r"""
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = RootViewController()
        window?.makeKeyAndVisible()
        return true
    }
    """)
MENTIONS = [
    "// FIXME: UIScreen.main is deprecated in iOS 26; use the window scene's screen instead.",
    "let migrationNote = \"Replace UIScreen.main.bounds with the container's bounds\"",
]
MAC_LOOKALIKE = snippet(r"""
    #if os(macOS)
    let desktopFrame = NSScreen.main?.frame ?? .zero
    #endif
    """)

SCENARIOS_BY_KIND = {
    "uiview": VIEW_SCENARIOS, "tablecell": VIEW_SCENARIOS, "collectioncell": VIEW_SCENARIOS,
    "viewcontroller": CONTROLLER_SCENARIOS, "swiftui": SWIFTUI_SCENARIOS,
    "viewmodel": PLAIN_SCENARIOS, "networking": PLAIN_SCENARIOS, "helper": PLAIN_SCENARIOS,
    "model": {"plain.static-constant": PLAIN_SCENARIOS["plain.static-constant"]},
}


# --------------------------------------------------------------------------------------------
# Renderers: one per kind of file. Each returns the file's lines (four-space indentation).

def size_of(lines):
    """Byte estimate of lines joined with newlines (ASCII-dominated, good enough for sizing)."""
    return sum(len(line) + 1 for line in lines)


def file_header(f, spec):
    """Returns an Xcode-style, license-style or empty file header."""
    r = f.rng
    style = r.random()
    if style < 0.65:
        year = r.randint(2016, 2025)
        return ["//", f"//  {spec['file']}", f"//  {spec['app']}", "//",
                f"//  Created by {r.choice(HEADER_AUTHORS)} on {r.randint(1, 12)}/{r.randint(1, 28)}/{year % 100}.",
                f"//  Copyright © {year} {spec['app']} Inc. All rights reserved.", "//", ""]
    if style < 0.8:
        return ["// This source file is part of " + spec["app"] + ".",
                "// Licensed under the MIT License. See LICENSE for details.", ""]
    return []


def parts_merge(f, spec):
    """Collects the parts of all the file's scenarios, filling their placeholders."""
    parts = {"props": [], "methods": [], "body": [], "modifiers": [], "stmts": [], "toplevel": [], "decls": []}
    for scenario in spec["scenarios"]:
        produced = scenario_parts(f, scenario)
        for key, value in produced.items():
            if key == "methods":
                parts[key].extend((slot, [f.fill(x) for x in lines]) for slot, lines in value)
            else:
                parts[key].extend(f.fill(x) for x in value)
    if spec.get("callers"):
        parts["stmts"].extend(f.rng.sample(UISCREEN_CALLERS, 2))
    if spec.get("mention"):
        parts["stmts"].append(MENTIONS[f.rng.randrange(len(MENTIONS))])
    if spec.get("mac"):
        parts["toplevel"].extend(MAC_LOOKALIKE)
    return parts


def scenario_parts(f, scenario):
    """Looks a scenario up in every table."""
    for table in (VIEW_SCENARIOS, CONTROLLER_SCENARIOS, SWIFTUI_SCENARIOS, PLAIN_SCENARIOS):
        if scenario in table:
            return table[scenario](f)
    if scenario in HELPER_DECLS:
        return {"decls": HELPER_DECLS[scenario]}
    if scenario == "helper.toplevel":
        return {"toplevel": HELPER_TOPLEVEL}
    if scenario == "helper.uiscreen-extension":
        return {"decls": UISCREEN_EXTENSION}
    if scenario == "tests.assert":
        return {"methods": [("testFillsScreenWidth", snippet(r"""
            func testHeaderFillsScreenWidth() {
                let header = «N»HeaderView()
                header.layoutIfNeeded()
                XCTAssertEqual(header.bounds.width, UIScreen.main.bounds.width, accuracy: 0.5)
            }
            """))]}
    if scenario == "app.window-scene":
        return {"methods": [("scene", APP_WINDOW_SCENE)]}
    if scenario == "app.window-launch":
        return {"methods": [("application", APP_WINDOW_LAUNCH)]}
    raise KeyError(scenario)


def grow(f, out, target, make):
    """Appends make() results to out until the file reaches its target size."""
    current = size_of(out)
    while current < target:
        piece = make()
        out.extend(piece)
        current += size_of(piece)
    return out


def with_stmts(f, member_lines, stmts):
    """Inserts extra statements just after the opening line of a method."""
    if not stmts:
        return member_lines
    for i, line in enumerate(member_lines):
        if line.endswith("{") and "func " in line:
            return member_lines[:i + 1] + indent(stmts) + member_lines[i + 1:]
    return member_lines


def class_file(f, spec, parts, decl, core, extra_statements, conformances):
    """Shared shape of class-based files: header, imports, type, conformance extensions."""
    r = f.rng
    out = file_header(f, spec) + spec["imports"] + [""] + parts["toplevel"]
    if parts["toplevel"]:
        out.append("")
    slots = {slot for slot, _ in parts["methods"]}
    members = ["// MARK: - Properties", ""] + parts["props"] + core["props"] + [""]
    for slot, lines in core["methods"]:
        if slot not in slots:
            members += lines + [""]
    for _, lines in parts["methods"]:
        members += lines + [""]
    first = method(f, extra_statements)
    members += with_stmts(f, first, parts["stmts"])
    body_target = spec["size"] * r.uniform(0.55, 0.8)
    grow(f, members, body_target, lambda: method(f, extra_statements))
    out += block(decl, members[:-1] if members[-1] == "" else members)
    for conformance in conformances:
        ext = [f"extension {spec['type']}: {conformance} {{"]
        ext_members = []
        grow(f, ext_members, max(600, (spec["size"] - size_of(out)) / max(1, len(conformances))),
             lambda: method(f, extra_statements))
        out += [""] + [f"// MARK: - {conformance}"] + ext + indent(ext_members[:-1]) + ["}"]
    if parts["decls"]:
        out += [""] + parts["decls"]
    return out


def render_viewcontroller(f, spec, parts):
    """A UIKit view controller with lifecycle, setup, actions and delegate extensions."""
    t, n = spec["type"], f.fill("«n1»")
    core = {"props": [f"private let viewModel: {spec['noun']}ViewModel",
                      "private let tableView = UITableView(frame: .zero, style: .insetGrouped)",
                      "private var cancellables = Set<AnyCancellable>()"] + stored_properties(f, f.rng.randint(2, 7)),
            "methods": [
                ("init", block(f"init(viewModel: {spec['noun']}ViewModel)",
                               ["self.viewModel = viewModel", "super.init(nibName: nil, bundle: nil)"]) + [""] +
                 block("required init?(coder: NSCoder)", ["fatalError(\"init(coder:) has not been implemented\")"])),
                ("viewDidLoad", block("override func viewDidLoad()",
                                      ["super.viewDidLoad()", f"title = NSLocalizedString(\"{n}.title\", comment: \"\")",
                                       "setupViews()", "bindViewModel()"])),
                ("viewWillAppear", block("override func viewWillAppear(_ animated: Bool)",
                                         ["super.viewWillAppear(animated)", "viewModel.refresh()"])),
                ("bindViewModel", block("private func bindViewModel()", [
                    "viewModel.$items", "    .receive(on: DispatchQueue.main)",
                    "    .sink { [weak self] _ in self?.tableView.reloadData() }", "    .store(in: &cancellables)"])),
            ]}
    confs = f.rng.sample(["UITableViewDataSource", "UITableViewDelegate", "UISearchBarDelegate",
                          "UIScrollViewDelegate"], f.rng.randint(1, 3))
    return class_file(f, spec, parts, f"final class {t}: UIViewController", core, UIKIT_STATEMENTS, confs)


def render_uiview(f, spec, parts, base="UIView"):
    """A UIView (or cell) subclass with lazily built subviews, setup and configuration."""
    t = spec["type"]
    lazy = []
    for name, cls in f.rng.sample([("titleLabel", "UILabel"), ("subtitleLabel", "UILabel"),
                                   ("iconView", "UIImageView"), ("stackView", "UIStackView"),
                                   ("actionButton", "UIButton"), ("separatorView", "UIView")], 3):
        lazy += block(f"private lazy var {name}: {cls} =", [f"let view = {cls}()",
                      "view.translatesAutoresizingMaskIntoConstraints = false", "return view"], closer="}()")
    if base == "UIView":
        inits = block("override init(frame: CGRect)", ["super.init(frame: frame)", "setupViews()"])
        props = []
    else:
        style = "UITableViewCell.CellStyle" if base == "UITableViewCell" else None
        props = [f"static let reuseIdentifier = \"{t}\""]
        inits = (block(f"override init(style: {style}, reuseIdentifier: String?)",
                       ["super.init(style: style, reuseIdentifier: reuseIdentifier)", "setupViews()"]) if style else
                 block("override init(frame: CGRect)", ["super.init(frame: frame)", "setupViews()"]))
    core = {"props": props + stored_properties(f, f.rng.randint(1, 5)) + [""] + lazy,
            "methods": [("init", inits + [""] + block("required init?(coder: NSCoder)",
                                                      ["fatalError(\"init(coder:) has not been implemented\")"])),
                        ("setupViews", block("private func setupViews()", statements(f, 4, UIKIT_STATEMENTS)))]}
    if base != "UIView":
        core["methods"].append(("prepareForReuse", block("override func prepareForReuse()", [
            "super.prepareForReuse()", "titleLabel.text = nil", "iconView.image = nil"])))
    return class_file(f, spec, parts, f"final class {t}: {base}", core, UIKIT_STATEMENTS, [])


def render_swiftui(f, spec, parts):
    """A SwiftUI view with state, a body, computed sections and a preview."""
    r, t = f.rng, spec["type"]
    out = file_header(f, spec) + spec["imports"] + [""] + parts["toplevel"]
    members = [f"@ObservedObject var viewModel: {spec['noun']}ViewModel"] + stored_properties(f, r.randint(1, 4), True)
    members += parts["props"] + [""]
    views = []
    for _ in range(r.randint(2, 5)):
        views += lines_of(f.fill(r.choice(SWIFTUI_VIEWS)))
    views += parts["body"]
    stack = block(f"VStack(alignment: .leading, spacing: {f.fill('«i1»')})", views)
    stack += [".padding()", f".navigationTitle(\"{f.fill('«s1»')}\")"] + parts["modifiers"]
    members += block("var body: some View", stack) + [""]
    for _, lines in parts["methods"]:
        members += lines + [""]

    def section():
        inner = []
        for _ in range(r.randint(2, 4)):
            inner += lines_of(f.fill(r.choice(SWIFTUI_VIEWS)))
        name = f.fill("private var «p1»Section«i1»: some View")
        return block(name, block("VStack", inner)) + [""]

    def helper():
        return method(f, (), size=r.randint(2, 6), in_struct=True)

    stmts_method = with_stmts(f, method(f, in_struct=True), parts["stmts"])
    members += stmts_method
    grow(f, members, spec["size"] * 0.9, lambda: section() if r.random() < 0.6 else helper())
    out += block(f"struct {t}: View", members[:-1])
    out += [""] + (block("#Preview", [f"{t}(viewModel: .preview)"]) if r.random() < 0.5 else
                   block(f"struct {t}_Previews: PreviewProvider",
                         block("static var previews: some View", [f"{t}(viewModel: .preview)"])))
    return out + ([""] + parts["decls"] if parts["decls"] else [])


def render_viewmodel(f, spec, parts):
    """An ObservableObject view model with published state and async loading."""
    t, noun = spec["type"], spec["noun"]
    core = {"props": [f"@Published private(set) var items: [{noun}] = []", "@Published var isLoading = false",
                      f"private let service: {noun}ServiceProtocol"] + stored_properties(f, f.rng.randint(1, 5)),
            "methods": [("init", block(f"init(service: {noun}ServiceProtocol = {noun}Service())",
                                       ["self.service = service"])),
                        ("refresh", block("func refresh()", ["Task { await load() }"])),
                        ("load", block("func load() async", ["isLoading = true", "defer { isLoading = false }",
                                                             "do {", f"    items = try await service.fetch{noun}s()",
                                                             "} catch {", "    errorMessage = error.localizedDescription",
                                                             "}"]))]}
    return class_file(f, spec, parts, f"@MainActor\nfinal class {t}: ObservableObject", core, (), [])


def render_plain_class(f, spec, parts):
    """A manager, service or helper class."""
    t = spec["type"]
    core = {"props": ["static let shared = " + t + "()", "private let queue = DispatchQueue(label: \"" +
                      spec["app"].lower() + "." + t.lower() + "\")"] + stored_properties(f, f.rng.randint(1, 4)),
            "methods": [("init", ["private init() {}"])]}
    return class_file(f, spec, parts, f"final class {t}", core, (), [])


def render_networking(f, spec, parts):
    """A service protocol, its URLSession implementation and an endpoint enum."""
    noun, t = spec["noun"], spec["type"]
    cases = f.rng.sample(CASES, 4)
    endpoint = block(f"enum {t}Endpoint", [f"case {c}(page: Int)" for c in cases] + [""] + block(
        "var path: String", block("switch self", sum(([f"case .{c}(let page):", f"    return \"/v2/{c}?page=\\(page)\""]
                                                    for c in cases), []))))
    core = {"props": ["private let session: URLSession", "private let decoder = JSONDecoder()",
                      "let baseURL = URL(string: \"https://api.example.com\")!"],
            "methods": [("init", block("init(session: URLSession = .shared)", ["self.session = session"])),
                        ("fetch", block(f"func fetch{noun}s() async throws -> [{noun}]", [
                            f"let (data, response) = try await session.data(from: baseURL.appendingPathComponent(\"{noun.lower()}s\"))",
                            "guard (response as? HTTPURLResponse)?.statusCode == 200 else {",
                            "    throw URLError(.badServerResponse)", "}",
                            f"return try decoder.decode([{noun}].self, from: data)"]))]}
    out = class_file(f, spec, parts, f"final class {t}: {noun}ServiceProtocol", core, (), [])
    proto = block(f"protocol {noun}ServiceProtocol", [f"func fetch{noun}s() async throws -> [{noun}]"])
    return out + [""] + proto + [""] + endpoint


def render_model(f, spec, parts):
    """Codable model structs with coding keys, enums and computed properties."""
    r, t = f.rng, spec["type"]
    out = file_header(f, spec) + spec["imports"] + [""] + parts["toplevel"]
    names = r.sample(PROP_NAMES, r.randint(5, 14))
    members = parts["props"] + ["let id: UUID"] + [f"var {n}: {PROPS[n]}" for n in names] + [""]
    members += block("enum CodingKeys: String, CodingKey", ["case id"] + [
        f"case {n} = \"{re.sub('([A-Z])', lambda m: '_' + m.group(1).lower(), n)}\"" for n in names]) + [""]
    for _, lines in parts["methods"]:
        members += lines + [""]
    out += block(f"struct {t}: Codable, Hashable, Identifiable", members[:-1])
    out += [""] + block(f"enum {t}Status: String, Codable, CaseIterable", [f"case {c}" for c in r.sample(CASES, 5)])

    def computed():
        name = f.fill("var «p1»Display«i1»: String")
        return [""] + block(f"extension {t}", block(name, statements(f, r.randint(2, 6)) + ["return \"\""]))
    return grow(f, out, spec["size"], computed) + ([""] + parts["decls"] if parts["decls"] else [])


def render_extension(f, spec, parts):
    """An extension file of helpers on a Foundation/UIKit/SwiftUI type."""
    r = f.rng
    out = file_header(f, spec) + spec["imports"] + [""] + parts["toplevel"]
    if parts["decls"]:
        out += parts["decls"] + [""]
    members = []
    grow(f, members, max(400, spec["size"] - size_of(out)), lambda: method(f, (), size=r.randint(2, 8), in_struct=True))
    return out + block(f"extension {spec['base']}", members[:-1])


def render_tests(f, spec, parts, ui=False):
    """An XCTest case; UI tests take screenshots through XCUIScreen (a look-alike, not UIKit)."""
    r, t = f.rng, spec["type"]
    out = file_header(f, spec) + ["import XCTest"] + ([] if ui else [f"@testable import {spec['app']}"]) + [""]
    members = [f"private var sut: {spec['noun']}ViewModel!", ""]
    members += block("override func setUp()", ["super.setUp()", f"sut = {spec['noun']}ViewModel(service: MockService())"])
    members += [""]
    if ui and r.random() < 0.3:
        members += block("func testLaunchScreenshot()", [
            "let app = XCUIApplication()", "app.launch()", "let screenshot = XCUIScreen.main.screenshot()",
            "let attachment = XCTAttachment(screenshot: screenshot)", "attachment.lifetime = .keepAlways",
            "add(attachment)"]) + [""]
    for _, lines in parts["methods"]:
        members += lines + [""]

    def test():
        body = statements(f, r.randint(2, 6)) + [f.fill("XCTAssertEqual(sut.«p1», «i1»)"),
                                                 f.fill("XCTAssertFalse(sut.«p2».isEmpty, \"«s1»\")")]
        return block(f.fill("func test«N»«m1»«i1»()"), body) + [""]
    grow(f, members, spec["size"], test)
    return out + block(f"final class {t}: XCTestCase", members[:-1])


def render_app_delegate(f, spec, parts):
    """The app delegate (or scene delegate) of an Xcode project."""
    if spec["type"] == "AppDelegate":
        decl = "@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate"
        first = block("func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: "
                      "[UIApplication.LaunchOptionsKey: Any]?) -> Bool", ["Analytics.shared.start()", "return true"])
        core = {"props": ["var window: UIWindow?"], "methods": [("application", first)]}
    else:
        decl = "final class SceneDelegate: UIResponder, UIWindowSceneDelegate"
        first = block("func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: "
                      "UIScene.ConnectionOptions)", ["guard let windowScene = scene as? UIWindowScene else { return }",
                                                     "let window = UIWindow(windowScene: windowScene)",
                                                     "window.rootViewController = RootViewController()",
                                                     "window.makeKeyAndVisible()", "self.window = window"])
        core = {"props": ["var window: UIWindow?"], "methods": [("scene", first)]}
    return class_file(f, spec, parts, decl, core, (), [])


def snake(name):
    """camelCase -> snake_case, for localization keys and JSON fields."""
    return re.sub("([A-Z])", lambda m: "_" + m.group(1).lower(), name).lstrip("_")


def render_strings(f, spec, parts):
    """A large generated file of localized string constants, grouped by feature."""
    r = f.rng
    out = ["// Generated from Localizable.strings by the build's string generator. Do not edit.", "",
           "import Foundation", ""]
    groups = []

    def group():
        noun = r.choice(REPOS[spec["repo"]][4])
        entries = []
        for _ in range(r.randint(10, 40)):
            key = f.fill("«m1»«i1»")
            text = f.fill("«s1»").replace('"', "")
            entries += [f"/// {text}",
                        f"static let {key[0].lower() + key[1:]} = tr(\"{snake(noun)}.{snake(key)}\", fallback: \"{text}\")"]
        return block(f"enum {noun}{len(groups)}", entries) + [""]

    while size_of(out) + sum(size_of(g) for g in groups) < spec["size"]:
        groups.append(group())
    body = sum(groups, []) + block("private static func tr(_ key: String, fallback: String) -> String", [
        "NSLocalizedString(key, tableName: \"Localizable\", bundle: .main, value: fallback, comment: \"\")"])
    return out + block("enum Strings", body)


def render_fixtures(f, spec, parts):
    """A large file of mock data: an array literal of model values for previews and tests."""
    r, noun = f.rng, spec["noun"]
    out = file_header(f, spec) + ["import Foundation", ""]
    rows = []

    def row():
        uuid = "%08X-%04X-%04X-%04X-%012X" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(16),
                                              r.getrandbits(16), r.getrandbits(48))
        return [f"{noun}(id: UUID(uuidString: \"{uuid}\")!, title: \"{f.fill('«s1»')}\", "
                f"count: {r.randint(0, 999)}, rating: {r.randint(0, 50) / 10}, isEnabled: {r.choice(['true', 'false'])}),"]
    grow(f, rows, spec["size"] - size_of(out) - 200, row)
    name = noun[0].lower() + noun[1:] + "s"
    return out + block("enum MockData", [f"static let {name}: [{noun}] = ["] + indent(rows) + ["]"])


def render_package(f, spec, parts):
    """Package.swift of a SwiftPM repository, with its iOS platform."""
    name, version = spec["app"], REPOS[spec["repo"]][2]
    return ["// swift-tools-version:5.9", "import PackageDescription", "", "let package = Package("]\
        + indent([f"name: \"{name}\",", f"platforms: [.iOS(.v{version})],",
                  f"products: [.library(name: \"{name}UI\", targets: [\"{name}UI\"])],", "targets: ["]
                 + indent([f".target(name: \"{name}Core\"),",
                           f".target(name: \"{name}Networking\", dependencies: [\"{name}Core\"]),",
                           f".target(name: \"{name}UI\", dependencies: [\"{name}Core\", \"{name}Networking\"],",
                           "        resources: [.process(\"Resources\")]),",
                           f".testTarget(name: \"{name}Tests\", dependencies: [\"{name}UI\"]),"]) + ["]"]) + [")"]


RENDERERS = {
    "viewcontroller": render_viewcontroller, "bigviewcontroller": render_viewcontroller,
    "uiview": render_uiview,
    "tablecell": lambda f, s, p: render_uiview(f, s, p, "UITableViewCell"),
    "collectioncell": lambda f, s, p: render_uiview(f, s, p, "UICollectionViewCell"),
    "swiftui": render_swiftui, "viewmodel": render_viewmodel, "model": render_model,
    "networking": render_networking, "extension": render_extension, "helper": render_plain_class,
    "tests": render_tests, "uitests": lambda f, s, p: render_tests(f, s, p, ui=True),
    "appdelegate": render_app_delegate, "strings": render_strings, "fixtures": render_fixtures,
    "package": render_package,
}


def render(spec):
    """Renders one planned Swift file to bytes."""
    f = Filler(random.Random(spec["seed"]), spec["noun"])
    lines = RENDERERS[spec["kind"]](f, spec, parts_merge(f, spec))
    unit = REPOS[spec["repo"]][3]
    text = "\n".join(reindent(line, unit) for line in lines).rstrip("\n") + "\n"
    if spec.get("crlf"):
        text = text.replace("\n", "\r\n")
    data = text.encode("utf-8")
    return (b"\xef\xbb\xbf" + data) if spec.get("bom") else data


def reindent(line, unit):
    """Converts four-space indentation levels into the repository's indent unit."""
    if unit == "    " or not line.startswith(" "):
        return line
    stripped = line.lstrip(" ")
    spaces = len(line) - len(stripped)
    return unit * (spaces // 4) + " " * (spaces % 4) + stripped


# --------------------------------------------------------------------------------------------
# Planning: decide every file's path, kind, size and scenarios, in a fixed order.

SIZE_MEDIANS = {"viewcontroller": 14000, "uiview": 8000, "tablecell": 6500, "collectioncell": 6500,
                "swiftui": 8000, "viewmodel": 7000, "model": 5500, "networking": 8000, "extension": 4000,
                "helper": 7000, "tests": 7000, "uitests": 3500}
# How likely a file of each kind is to be one of the UIScreen users (close to the measured contexts).
USE_WEIGHTS = {"viewcontroller": 3, "uiview": 2.5, "tablecell": 2, "collectioncell": 2, "swiftui": 2,
               "viewmodel": 1, "helper": 1.2, "networking": 0.6, "model": 0.4, "extension": 2, "tests": 0.3}
# Rare idioms are picked less often than the common ones.
SCENARIO_WEIGHTS = {"plain.legacy": 0.15, "vc.coordinate-space": 0.3, "vc.bare-screen": 0.5,
                    "vc.display-link": 0.5, "plain.url-interpolation": 0.5}
HELPER_SCENARIOS = ["helper.cgfloat", "helper.device", "helper.layout-enum", "helper.image", "helper.toplevel"]
SLOTS = {}  # scenario -> the member slots it fills, to avoid declaring a method twice


def allocate(total, weights):
    """Splits total into integer parts proportional to weights (largest remainder)."""
    raw = [total * w / sum(weights) for w in weights]
    parts = [int(x) for x in raw]
    order = sorted(range(len(raw)), key=lambda i: (parts[i] - raw[i], i))
    for i in order[:total - sum(parts)]:
        parts[i] += 1
    return parts


def pick_size(rng, kind):
    """Draws a file size: log-normal around the kind's median, clipped to 1.5-30 KB."""
    size = rng.lognormvariate(__import__("math").log(SIZE_MEDIANS[kind]), 0.55)
    return int(min(30000, max(1500, size)))


def folder_for(repo, kind, noun):
    """Where a file of this kind lives in the repository."""
    name, system = repo[0], repo[1]
    if system == "xcode":
        app = f"{name}/{name}"
        return {"tests": f"{name}/{name}Tests", "uitests": f"{name}/{name}UITests",
                "model": f"{app}/Models", "networking": f"{app}/Networking", "extension": f"{app}/Extensions",
                "helper": f"{app}/Helpers", "uiview": f"{app}/Views", "strings": f"{app}/Generated",
                "fixtures": f"{app}/Preview Content"}.get(kind, f"{app}/Features/{noun}")
    core, ui, net = f"{name}/Sources/{name}Core", f"{name}/Sources/{name}UI", f"{name}/Sources/{name}Networking"
    return {"tests": f"{name}/Tests/{name}Tests", "uitests": f"{name}/Tests/{name}Tests",
            "model": f"{core}/Models", "networking": net, "extension": f"{core}/Extensions",
            "helper": f"{core}/Helpers", "strings": f"{ui}/Generated", "fixtures": f"{core}/Fixtures"}.get(
        kind, f"{ui}/{noun}")


def type_name(rng, kind, noun, taken):
    """A type name not yet used in the repository, shaped after the kind."""
    suffix = {"viewcontroller": "ViewController", "bigviewcontroller": "ViewController", "uiview": "View",
              "tablecell": "Cell", "collectioncell": "CollectionCell", "swiftui": "View",
              "viewmodel": "ViewModel", "model": "", "networking": "Service", "helper": "Manager",
              "tests": "Tests", "uitests": "UITests", "strings": "Strings", "fixtures": "MockData"}[kind]
    for attempt in range(1000):
        name = rng.choice(QUALIFIERS) + noun + rng.choice(VARIANTS) + suffix
        if attempt > 50:
            name += str(attempt)
        if name not in taken:
            taken.add(name)
            return name
    raise RuntimeError("name space exhausted")


def imports_for(kind, uses_uikit, base=None):
    """The import lines a file of this kind starts with."""
    if kind in ("swiftui",) or base in ("View", "Color"):
        return ["import SwiftUI"]
    if kind in ("viewcontroller", "bigviewcontroller"):
        return ["import Combine", "import UIKit"]
    if kind in ("uiview", "tablecell", "collectioncell", "appdelegate") or base and base.startswith(("UI", "NS")):
        return ["import UIKit"]
    if kind == "viewmodel":
        return ["import Combine", "import Foundation"] + (["import UIKit"] if uses_uikit else [])
    return ["import UIKit"] if uses_uikit else ["import Foundation"]


def weighted_sample(rng, items, weights, count):
    """Picks count distinct items, each with probability proportional to its weight."""
    keyed = sorted(((rng.random() ** (1 / w), i) for i, w in enumerate(weights)), reverse=True)
    return [items[i] for _, i in keyed[:count]]


def choose_scenarios(rng, kind, count):
    """Picks up to count scenarios for a use file, never two that fill the same member slot."""
    if kind == "extension":
        return [rng.choice(HELPER_SCENARIOS)]
    if kind == "tests":
        return ["tests.assert"]
    table = SCENARIOS_BY_KIND.get(kind)
    if not table:
        return []
    names = sorted(table)
    chosen, slots = [], set()
    for name in weighted_sample(rng, names, [SCENARIO_WEIGHTS.get(n, 1) for n in names], count):
        filled = {slot for slot, _ in table[name](Filler(random.Random(0), "X")).get("methods", [])}
        if filled & slots:
            continue
        chosen.append(name)
        slots |= filled
    return chosen


def plan_repo(seed, index, count):
    """Plans the Swift files of one repository: count files, 1 in 40 using UIScreen.main."""
    repo = REPOS[index]
    name, system, nouns = repo[0], repo[1], repo[4]
    rng = random.Random(f"{seed}:plan:{name}")
    taken, specs = set(), []

    def add(kind, noun, typename=None, folder=None, size=None, **extra):
        typename = typename or type_name(rng, kind, noun, taken)
        spec = {"repo": index, "app": name, "kind": kind, "noun": noun, "type": typename,
                "file": typename + ".swift", "size": size or pick_size(rng, kind), "scenarios": []}
        spec["path"] = f"{folder or folder_for(repo, kind, noun)}/{spec['file']}"
        spec.update(extra)
        specs.append(spec)
        return spec

    if system == "xcode":
        add("appdelegate", nouns[0], "AppDelegate", f"{name}/{name}", 3000)
        add("appdelegate", nouns[0], "SceneDelegate", f"{name}/{name}", 3000)
    else:
        add("package", nouns[0], "Package", name, 1000)
    rest = count - len(specs)
    large = max(1, round(rest * 0.008))
    for i in range(large):
        kind = ["strings", "fixtures", "bigviewcontroller"][i % 3]
        add(kind, rng.choice(nouns), size=int(rng.uniform(60000, 250000)))
    kinds, weights = zip(*KINDS)
    for kind in rng.choices(kinds, weights, k=rest - large):
        noun = rng.choice(nouns)
        if kind == "extension":
            base, concern = rng.choice(EXT_BASES), rng.choice(EXT_CONCERNS)
            typename = f"{base}+{concern}"
            while typename in taken:
                concern += rng.choice(EXT_CONCERNS)
                typename = f"{base}+{concern}"
            taken.add(typename)
            add(kind, noun, typename, base=base)
        else:
            add(kind, noun)
    assign_uses(rng, specs, count)
    for spec in specs:
        spec["seed"] = f"{seed}:file:{spec['path']}"
        uses_uikit = bool(spec["scenarios"] or spec.get("callers"))
        spec["imports"] = imports_for(spec["kind"], uses_uikit, spec.get("base"))
    return specs


def assign_uses(rng, specs, count):
    """Marks about 1 file in 40 as using UIScreen.main, plus helpers, callers and look-alikes."""
    quota = round(count / 40)
    delegates = [s for s in specs if s["kind"] == "appdelegate"]
    if delegates and rng.random() < 0.7:
        target = rng.choice(delegates)
        target["scenarios"] = ["app.window-scene" if target["type"] == "SceneDelegate" else "app.window-launch"]
        quota -= 1
    eligible = [s for s in specs if s["kind"] in SCENARIOS_BY_KIND or s["kind"] in ("extension", "tests")]
    weights = [USE_WEIGHTS[s["kind"]] for s in eligible]
    for spec in weighted_sample(rng, eligible, weights, quota):
        spec["scenarios"] = choose_scenarios(rng, spec["kind"], rng.choices([1, 2, 3], [70, 25, 5])[0])
    spare = [s for s in specs if s["kind"] == "extension" and not s["scenarios"]]
    if spare and rng.random() < 0.6:
        helper = rng.choice(spare)
        helper.update(base="UIScreen", type="UIScreen+Size", file="UIScreen+Size.swift",
                      scenarios=["helper.uiscreen-extension"])
        helper["path"] = helper["path"].rsplit("/", 1)[0] + "/UIScreen+Size.swift"
        hosts = [s for s in specs if s["kind"] in ("viewcontroller", "uiview", "tablecell", "swiftui")]
        for caller in rng.sample(hosts, min(len(hosts), rng.randint(3, 8))):
            caller["callers"] = True
    for spec in specs:
        if spec["kind"] in ("package", "strings", "fixtures"):
            continue
        roll = rng.random()
        spec["mention"] = roll < 0.004 and spec["kind"] in SCENARIOS_BY_KIND
        spec["mac"] = 0.004 <= roll < 0.007
        spec["crlf"] = 0.007 <= roll < 0.017
        spec["bom"] = 0.017 <= roll < 0.021


def plan(files, seed):
    """Plans every Swift file of the corpus, repository by repository."""
    specs = []
    for index, count in enumerate(allocate(files, REPO_WEIGHTS)):
        specs += plan_repo(seed, index, count)
    return specs


# --------------------------------------------------------------------------------------------
# Non-Swift files beside the code: README, project files, resources.

def png_bytes(rng, size):
    """A PNG-shaped blob: signature, a real IHDR chunk, random IDAT bytes, IEND."""
    import struct
    import zlib

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    side = rng.choice([20, 29, 40, 58, 60, 80, 87, 120, 180, 1024])
    header = struct.pack(">IIBBBBB", side, side, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", rng.randbytes(size)) + chunk(b"IEND", b"")


def json_fixture(rng, nouns, count):
    """A JSON array of API-shaped records."""
    import json
    records = []
    for i in range(count):
        records.append({"id": "%032x" % rng.getrandbits(128), "type": snake(rng.choice(nouns)),
                        "title": rng.choice(WORDS).capitalize(), "count": rng.randint(0, 5000),
                        "rating": round(rng.uniform(0, 5), 2), "created_at": "20%02d-%02d-%02dT%02d:%02d:00Z" % (
                            rng.randint(18, 25), rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23),
                            rng.randint(0, 59)), "tags": rng.sample(CASES, 2), "enabled": rng.random() < 0.5})
    return (json.dumps({"data": records, "page": 1, "has_more": True}, indent=2, sort_keys=True) + "\n").encode()


def readme(repo, rng):
    """The repository's README.md."""
    name, system, target, _, nouns = repo
    install = ("Open `%s.xcodeproj` in Xcode and run the `%s` scheme." % (name, name) if system == "xcode" else
               "Add the package in Xcode (File > Add Package Dependencies) or in `Package.swift`.")
    features = "\n".join(f"- {n} {rng.choice(['browsing', 'editing', 'sync', 'search', 'sharing'])}"
                         for n in rng.sample(nouns, 6))
    return (f"# {name}\n\nA sample iOS app about {', '.join(n.lower() + 's' for n in nouns[:3])} and more.\n\n"
            f"## Features\n\n{features}\n\n## Requirements\n\n- iOS {target.split('.')[0]}.0+\n- Xcode 16+\n\n"
            f"## Getting started\n\n{install}\n\n## Architecture\n\nMVVM with UIKit screens, newer screens in "
            f"SwiftUI. Networking goes through `{nouns[0]}Service`.\n").encode()


def pbxproj(repo, swift_paths, rng):
    """An Xcode project file referencing every Swift file, with the deployment target."""
    name, target = repo[0], repo[2]
    refs, builds = [], []
    for path in swift_paths:
        ref, build = "%024X" % rng.getrandbits(96), "%024X" % rng.getrandbits(96)
        base = path.rsplit("/", 1)[1]
        refs.append(f"\t\t{ref} /* {base} */ = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; "
                    f"path = \"{base}\"; sourceTree = \"<group>\"; }};")
        builds.append(f"\t\t{build} /* {base} in Sources */ = {{isa = PBXBuildFile; fileRef = {ref} /* {base} */; }};")
    settings = "\n".join(f"\t\t\t\t{key} = {value};" for key, value in [
        ("IPHONEOS_DEPLOYMENT_TARGET", target), ("SWIFT_VERSION", "5.0"), ("TARGETED_DEVICE_FAMILY", "\"1,2\""),
        ("PRODUCT_BUNDLE_IDENTIFIER", f"com.example.{name.lower()}"), ("SDKROOT", "iphoneos")])
    text = ("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n\n"
            "/* Begin PBXBuildFile section */\n" + "\n".join(builds) + "\n/* End PBXBuildFile section */\n\n"
            "/* Begin PBXFileReference section */\n" + "\n".join(refs) + "\n/* End PBXFileReference section */\n\n"
            "/* Begin XCBuildConfiguration section */\n\t\t%024X /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
            "\t\t\tbuildSettings = {\n" % rng.getrandbits(96) + settings + "\n\t\t\t};\n\t\t\tname = Release;\n\t\t};\n"
            "/* End XCBuildConfiguration section */\n\t};\n\trootObject = %024X;\n}\n" % rng.getrandbits(96))
    return text.encode()


def info_plist(name):
    """A minimal Info.plist."""
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
            '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n'
            f'\t<key>CFBundleDisplayName</key>\n\t<string>{name}</string>\n'
            '\t<key>UILaunchStoryboardName</key>\n\t<string>LaunchScreen</string>\n'
            '\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n\t\t<key>UIApplicationSupportsMultipleScenes</key>\n'
            '\t\t<true/>\n\t</dict>\n</dict>\n</plist>\n').encode()


def repo_files(seed, index, swift_paths):
    """Non-Swift files of one repository: (relative path, bytes) pairs."""
    repo = REPOS[index]
    name, system, target, _, nouns = repo
    rng = random.Random(f"{seed}:files:{name}")
    res = f"{name}/{name}/Resources" if system == "xcode" else f"{name}/Sources/{name}UI/Resources"
    files = [(f"{name}/README.md", readme(repo, rng)),
             (f"{name}/.gitignore", b".DS_Store\nbuild/\nDerivedData/\n.build/\n*.xcuserstate\n"),
             (f"{name}/.swiftlint.yml", b"disabled_rules:\n  - line_length\n  - identifier_name\nexcluded:\n  - Pods\n")]
    if system == "xcode":
        files.append((f"{name}/{name}.xcodeproj/project.pbxproj", pbxproj(repo, swift_paths, rng)))
        files.append((f"{name}/{name}/Info.plist", info_plist(name)))
        if name == "PulseFit":
            files.append((f"{name}/Podfile", f"platform :ios, '{target}'\nuse_frameworks!\n\ntarget '{name}' do\n"
                          "  pod 'Charts', '~> 4.1'\n  pod 'Kingfisher', '~> 7.0'\nend\n".encode()))
        if name == "Wayfarer":
            files.append((f"{name}/Configs/Base.xcconfig", f"IPHONEOS_DEPLOYMENT_TARGET = {target}\n"
                          "SWIFT_VERSION = 5.0\n".encode()))
    for i in range(rng.randint(6, 14)):
        files.append((f"{res}/Fixtures/{snake(rng.choice(nouns))}_{i}.json", json_fixture(rng, nouns, rng.randint(5, 60))))
    icons = f"{res}/Assets.xcassets/AppIcon.appiconset"
    files.append((f"{icons}/Contents.json", b'{\n  "images" : [],\n  "info" : { "author" : "xcode", "version" : 1 }\n}\n'))
    for i in range(rng.randint(5, 12)):
        files.append((f"{icons}/icon-{i}.png", png_bytes(rng, rng.randint(800, 40000))))
    strings = "".join(f'"{snake(n)}.title" = "{n}";\n"{snake(n)}.empty" = "No {n.lower()}s yet";\n' for n in nouns)
    files.append((f"{res}/en.lproj/Localizable.strings", strings.encode()))
    return files


# --------------------------------------------------------------------------------------------
# Command line

def write(root, relative, data):
    """Writes one file under root, creating its folders."""
    path = os.path.join(root, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data)


def main(argv):
    parser = argparse.ArgumentParser(description="Generate a deterministic iOS-app-shaped Swift corpus.")
    parser.add_argument("outdir", help="folder to create (must not exist or be empty)")
    parser.add_argument("--files", type=int, default=6000, help="number of Swift files (default 6000)")
    parser.add_argument("--seed", default="1", help="seed (default 1); same seed, same bytes")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="render processes")
    args = parser.parse_args(argv)
    if args.files < 100:
        parser.error("--files must be at least 100")
    if os.path.exists(args.outdir) and os.listdir(args.outdir):
        parser.error(f"{args.outdir} is not empty; pass a new folder so stale files cannot change the corpus")
    specs = plan(args.files, args.seed)
    swift_bytes = other_bytes = 0
    with Pool(max(1, args.jobs)) as pool:
        for spec, data in zip(specs, pool.imap(render, specs, chunksize=16)):
            write(args.outdir, spec["path"], data)
            swift_bytes += len(data)
    for index in range(len(REPOS)):
        paths = [s["path"] for s in specs if s["repo"] == index]
        for relative, data in repo_files(args.seed, index, paths):
            write(args.outdir, relative, data)
            other_bytes += len(data)
    uses = [s for s in specs if s["scenarios"]]
    scenario_counts = {}
    for spec in uses:
        for scenario in spec["scenarios"]:
            scenario_counts[scenario] = scenario_counts.get(scenario, 0) + 1
    print(f"{len(specs)} Swift files, {swift_bytes / 1e6:.1f} MB; {other_bytes / 1e6:.1f} MB of other files; "
          f"{len(uses)} files with UIScreen uses (1 in {len(specs) / max(1, len(uses)):.0f}), "
          f"{sum(1 for s in specs if s.get('callers'))} helper callers", file=sys.stderr)
    for scenario in sorted(scenario_counts):
        print(f"  {scenario_counts[scenario]:4d}  {scenario}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
