import AfterglowApp
import AfterglowHardware
import ArgumentParser

extension EvdevAccelScale: ExpressibleByArgument {}
