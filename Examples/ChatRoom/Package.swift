// swift-tools-version: 6.2
// An adopter of the Events package alone: a chat room's model, built and tested by `make test`, which
// fails when resolving it fetched any other package. Another project writes README.md's snippet.
import PackageDescription

let package = Package(
    name: "ChatRoom",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [.package(path: "../../Events")],
    targets: [
        .target(name: "ChatRoom", dependencies: [.product(name: "Events", package: "Events")]),
        .testTarget(name: "ChatRoomTests", dependencies: ["ChatRoom", .product(name: "Events", package: "Events")]),
    ]
)
