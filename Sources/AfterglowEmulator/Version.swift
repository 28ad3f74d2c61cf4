public enum AfterglowKitVersion { public static let string = "0.1.0" }
