// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "TipsKit",
    platforms: [.iOS(.v15)],
    products: [.library(name: "TipsKit", targets: ["TipsKit"])],
    targets: [.target(name: "TipsKit", path: ".")]
)
