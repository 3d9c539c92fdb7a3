#!/bin/bash
# A single-node Slurm cluster on this machine, for trying array jobs and for SpiderLab's external
# test (as root, with Debian's packages: apt-get update && apt-get install -y slurm-wlm munge).
#
#   examples/slurm/single-node.sh start DIR    # writes DIR/slurm.conf, starts munged, slurmctld,
#                                              # slurmd; then: export SLURM_CONF=DIR/slurm.conf
#   examples/slurm/single-node.sh stop DIR     # stops slurmd and slurmctld
set -euo pipefail
ACTION="${1:?usage: $0 start|stop DIR}"
DIR="$(mkdir -p "${2:?usage: $0 start|stop DIR}" && cd "$2" && pwd)"
export SLURM_CONF="$DIR/slurm.conf"
case "$ACTION" in
  start)
    HOST="$(hostname -s)"
    mkdir -p "$DIR/spool" "$DIR/state" "$DIR/log"
    cat > "$SLURM_CONF" <<CONF
ClusterName=spiderlab
SlurmctldHost=$HOST
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
StateSaveLocation=$DIR/state
SlurmdSpoolDir=$DIR/spool
SlurmctldPidFile=$DIR/slurmctld.pid
SlurmdPidFile=$DIR/slurmd.pid
SlurmctldLogFile=$DIR/log/slurmctld.log
SlurmdLogFile=$DIR/log/slurmd.log
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
NodeName=$HOST CPUs=$(nproc) State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
    if ! pgrep -x munged > /dev/null; then
      [ -f /etc/munge/munge.key ] || mungekey -c -k /etc/munge/munge.key
      chown munge:munge /etc/munge/munge.key
      mkdir -p /run/munge && chown munge:munge /run/munge
      su -s /bin/sh munge -c /usr/sbin/munged
    fi
    slurmctld
    slurmd
    for _ in $(seq 1 30); do
      if sinfo -h -o %T 2>/dev/null | grep -q idle; then
        echo "export SLURM_CONF=$SLURM_CONF"
        exit 0
      fi
      sleep 1
    done
    echo "single-node.sh: the node did not come up; see $DIR/log" >&2
    exit 1
    ;;
  stop)
    pids=""
    for pid in "$DIR/slurmd.pid" "$DIR/slurmctld.pid"; do
      if [ -f "$pid" ]; then
        p="$(cat "$pid")"
        kill "$p" 2> /dev/null && pids="$pids $p" || true
      fi
    done
    # wait (up to 30 s) until the daemons have written their state and exited, so that DIR can
    # be removed right after
    for _ in $(seq 1 300); do
      alive=""
      for p in $pids; do
        kill -0 "$p" 2> /dev/null && alive="$alive $p"
      done
      [ -z "$alive" ] && break
      sleep 0.1
    done
    ;;
  *) echo "usage: $0 start|stop DIR" >&2; exit 2 ;;
esac
