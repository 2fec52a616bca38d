//! Checkers for the problems whose judges accept more than one answer.
