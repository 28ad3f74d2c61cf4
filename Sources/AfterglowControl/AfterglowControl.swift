import AfterglowKit
public enum AfterglowControlModule { public static let name = "AfterglowControl" }
