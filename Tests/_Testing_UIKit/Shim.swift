// swift-testing declares a cross-import overlay for UIKit (`_Testing_UIKit`, attachments of
// UIImage on Apple platforms) that the Linux toolchain does not ship. The layer's SwiftUI
// re-exports its UIKit as iOS does, so a test file importing Testing and SwiftUI asks for that
// overlay: this empty module answers it. Test-only; never linked into a developer's widget.
